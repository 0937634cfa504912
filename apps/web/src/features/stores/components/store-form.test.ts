import { describe, expect, it } from 'vitest';
import { StoreFormSchema, storeFormDefaults, toStoreBody } from './store-form';

const filled = { ...storeFormDefaults(), name: 'Bayside Fix', store_type: 'owned', location: 'Tampa, FL' };

describe('store form values: tax rate (issue 20)', () => {
  it('sends a typed rate as a number and an empty one as null (the rate from Settings)', () => {
    expect(toStoreBody(StoreFormSchema.parse({ ...filled, tax_rate: ' 7.25 ' })).tax_rate).toBe(7.25);
    expect(toStoreBody(StoreFormSchema.parse({ ...filled, tax_rate: '' })).tax_rate).toBeNull();
  });

  it('accepts 0 to 100 with at most 3 decimals, as the API does', () => {
    const problem = (tax_rate: string) =>
      StoreFormSchema.safeParse({ ...filled, tax_rate }).error?.issues[0]?.message;
    expect(problem('0')).toBeUndefined();
    expect(problem('100')).toBeUndefined();
    expect(problem('8.125')).toBeUndefined();
    expect(problem('100.001')).toBe('Tax rate must be at most 100');
    expect(problem('8.1255')).toBe('Enter a rate such as 8.25 (at most 3 decimals)');
    expect(problem('-1')).toBe('Enter a rate such as 8.25 (at most 3 decimals)');
  });

  it('starts empty for a new store: the default rate', () => {
    expect(storeFormDefaults().tax_rate).toBe('');
  });
});
