/** Unit price times quantity in whole cents, so 3 x $0.10 shows $0.30. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}
