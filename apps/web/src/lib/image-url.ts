/** An image URL the app may show: absolute http(s) or a path on this site; anything else is no image. */
export function usableImage(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  return /^(https?:|\/)/i.test(value) ? value : null;
}
