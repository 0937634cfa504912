// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentProps, createElement as h, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

type Props = Omit<ComponentProps<typeof QuantityStepper>, 'value' | 'onChange'>;

/** The stepper with its quantity held in state; `applied` lists every quantity it reported. */
function renderStepper(props: Props, start: number) {
  const applied: number[] = [];
  function Harness() {
    const [value, setValue] = useState(start);
    const onChange = (next: number) => {
      applied.push(next);
      setValue(next);
    };
    return h(QuantityStepper, { ...props, value, onChange });
  }
  render(h(Harness));
  return applied;
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

// Role queries are slow in jsdom on a loaded machine.
describe("QuantityStepper, 'clamp' (catalogue card and product screen)", { timeout: 30_000 }, () => {
  const card = { id: 'quantity-7', label: 'Quantity', productName: 'Bolt', min: 1, max: 99 };

  it('names its controls after the product and holds typed numbers within the bounds', () => {
    const applied = renderStepper(card, 1);
    expect(button('Decrease quantity of Bolt').disabled).toBe(true);
    fireEvent.change(box('Quantity of Bolt'), { target: { value: '150' } });
    expect(box('Quantity of Bolt').value).toBe('99');
    expect(button('Increase quantity of Bolt').disabled).toBe(true);
    fireEvent.change(box('Quantity of Bolt'), { target: { value: '2x' } });
    expect(box('Quantity of Bolt').value).toBe('2');
    expect(applied).toEqual([99, 2]);
  });

  it('waits on a blank box and takes min when it is left', () => {
    const applied = renderStepper(card, 5);
    fireEvent.change(box('Quantity of Bolt'), { target: { value: '' } });
    expect(box('Quantity of Bolt').value).toBe('');
    expect(applied).toEqual([]);
    fireEvent.blur(box('Quantity of Bolt'));
    expect(box('Quantity of Bolt').value).toBe('1');
    expect(applied).toEqual([1]);
  });

  it('steps with the arrow keys and the buttons, never past the bounds', () => {
    const applied = renderStepper({ id: 'detail-quantity', label: 'Quantity', min: 1, max: 10 }, 9);
    fireEvent.keyDown(box('Quantity'), { key: 'ArrowUp' });
    fireEvent.keyDown(box('Quantity'), { key: 'ArrowUp' });
    expect(box('Quantity').value).toBe('10');
    fireEvent.click(button('Decrease quantity'));
    fireEvent.keyDown(box('Quantity'), { key: 'ArrowDown' });
    expect(box('Quantity').value).toBe('8');
    expect(applied).toEqual([10, 9, 8]);
  });

  it('is not a named group', () => {
    renderStepper(card, 1);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe("QuantityStepper, 'ignore' (cart lines, spec section 5)", { timeout: 30_000 }, () => {
  const line = {
    typing: 'ignore',
    label: 'Quantity',
    groupLabel: 'Quantity of Bolt',
    min: 1,
    max: 99,
  } as const;

  it('groups its controls under the product name', () => {
    renderStepper(line, 3);
    const group = screen.getByRole('group', { name: 'Quantity of Bolt' });
    expect(group.contains(box('Quantity'))).toBe(true);
    expect(group.contains(button('Decrease quantity'))).toBe(true);
  });

  it('ignores non-numeric and non-positive values and shows the quantity again on leaving', () => {
    const applied = renderStepper(line, 3);
    for (const invalid of ['abc', '0', '-4']) {
      fireEvent.change(box('Quantity'), { target: { value: invalid } });
      expect(box('Quantity').value).toBe(invalid);
      fireEvent.blur(box('Quantity'));
      expect(box('Quantity').value).toBe('3');
    }
    expect(applied).toEqual([]);
  });

  it('applies a whole number as it is typed, holding larger ones at 99', () => {
    const applied = renderStepper(line, 3);
    fireEvent.change(box('Quantity'), { target: { value: '7' } });
    fireEvent.change(box('Quantity'), { target: { value: '150' } });
    expect(box('Quantity').value).toBe('99');
    expect(applied).toEqual([7, 99]);
  });

  it('shows the quantity again on Escape and disables minus at 1', () => {
    const applied = renderStepper(line, 1);
    expect(button('Decrease quantity').disabled).toBe(true);
    fireEvent.change(box('Quantity'), { target: { value: 'x' } });
    fireEvent.keyDown(box('Quantity'), { key: 'Escape' });
    expect(box('Quantity').value).toBe('1');
    fireEvent.click(button('Increase quantity'));
    expect(box('Quantity').value).toBe('2');
    expect(applied).toEqual([2]);
  });
});
