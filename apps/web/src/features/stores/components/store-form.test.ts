import { describe, expect, it } from 'vitest';
import { StoreFormSchema, storeFormDefaults, toStoreBody } from './store-form';
import { approvalRulesText } from './store-labels';

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

describe('store form values: approval rules (issue 22)', () => {
  it('sends amounts as numbers, blank ones and the default time zone as null', () => {
    const body = toStoreBody(
      StoreFormSchema.parse({
        ...filled,
        auto_approve_below: ' $250 ',
        monthly_budget: '20,000.50',
        time_zone: 'America/Chicago',
      }),
    );
    expect(body).toMatchObject({
      auto_approve_below: 250,
      monthly_budget: 20000.5,
      time_zone: 'America/Chicago',
    });
    expect(toStoreBody(StoreFormSchema.parse(filled))).toMatchObject({
      auto_approve_below: null,
      monthly_budget: null,
      time_zone: null,
    });
  });

  it('refuses what the API would: more than 2 decimals, negatives, text, too large', () => {
    const problem = (monthly_budget: string) =>
      StoreFormSchema.safeParse({ ...filled, monthly_budget }).error?.issues[0]?.message;
    expect(problem('0')).toBeUndefined();
    expect(problem('99999999')).toBeUndefined();
    expect(problem('10.125')).toBe('Enter an amount such as 250 or 99.50');
    expect(problem('-5')).toBe('Enter an amount such as 250 or 99.50');
    expect(problem('ten')).toBe('Enter an amount such as 250 or 99.50');
    expect(problem('100000000')).toBe('Enter at most $99,999,999');
  });

  it("starts from the store's rules", () => {
    const store = { auto_approve_below: 100, monthly_budget: null, time_zone: 'Europe/Berlin' };
    expect(storeFormDefaults(store as Parameters<typeof storeFormDefaults>[0])).toMatchObject({
      auto_approve_below: '100',
      monthly_budget: '',
      time_zone: 'Europe/Berlin',
    });
  });
});

describe('store card: approval rules text (issue 22)', () => {
  it('names the rules that are set, whole dollars without cents', () => {
    expect(approvalRulesText({ auto_approve_below: 250, monthly_budget: 20000 })).toBe(
      'Auto-approves under $250 · Budget $20,000/month',
    );
    expect(approvalRulesText({ auto_approve_below: 99.5, monthly_budget: null })).toBe(
      'Auto-approves under $99.50',
    );
    expect(approvalRulesText({ auto_approve_below: null, monthly_budget: null })).toBeNull();
  });
});
