import { describe, expect, it } from 'vitest';
import { pageItems, pageRange } from './pagination';

describe('pageItems', () => {
  it('shows at most 5 page numbers, centred on the current page where possible', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(2, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageItems(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageItems(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('slides a window of 7 for My Orders', () => {
    expect(pageItems(1, 1, 7)).toEqual([1]);
    expect(pageItems(3, 7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(4, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(5, 20, 7)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(10, 20, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageItems(20, 20, 7)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('is empty without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 0, 7)).toEqual([]);
  });
});

describe('pageRange', () => {
  it('gives the first and last item of the page, the last page cut at the total', () => {
    expect(pageRange(1, 12, 40)).toEqual({ from: 1, to: 12 });
    expect(pageRange(2, 12, 40)).toEqual({ from: 13, to: 24 });
    expect(pageRange(4, 12, 40)).toEqual({ from: 37, to: 40 });
    expect(pageRange(1, 10, 1)).toEqual({ from: 1, to: 1 });
  });

  it('is 0 to 0 for an empty list', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
