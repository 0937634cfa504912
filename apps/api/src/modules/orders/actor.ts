/** Who changes an order: written to its status history. */
export type Actor = {
  id: number;
  name: string;
  role: 'admin' | 'user';
  /** The client address, for the audit log of an admin's decision (issue 23). */
  ip?: string | null;
};
