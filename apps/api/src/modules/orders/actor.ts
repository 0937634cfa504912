/** Who changes an order: written to its status history. */
export type Actor = { id: number; name: string; role: 'admin' | 'user' };
