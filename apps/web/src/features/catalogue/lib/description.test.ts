import { describe, expect, it } from 'vitest';
import { usableImage } from '@/lib/image-url';
import { fallbackDescription, htmlToText, parseDescription } from './description';

describe('parseDescription', () => {
  it('reads a bullet list as plain-text features', () => {
    const html =
      '<p>OEM grade screen.</p><ul><li>Fits <b>iPhone 14 Pro</b> (A2890)</li><li>True Tone &amp; Face ID ready</li></ul>';
    expect(parseDescription(html)).toEqual({
      kind: 'features',
      intro: 'OEM grade screen.',
      features: ['Fits iPhone 14 Pro (A2890)', 'True Tone & Face ID ready'],
    });
  });

  it('keeps markup inside items as text and drops scripts', () => {
    const result = parseDescription(
      '<ul><li>&lt;img src=x onerror=alert(1)&gt;</li><li><script>x()</script>Safe</li></ul>',
    );
    expect(result).toEqual({
      kind: 'features',
      intro: '',
      features: ['<img src=x onerror=alert(1)>', 'Safe'],
    });
  });

  it('strips tags from a description without a list', () => {
    expect(parseDescription('<p>High capacity<br>battery</p>')).toEqual({
      kind: 'text',
      text: 'High capacity battery',
    });
  });

  it('reports nothing for blank or missing descriptions', () => {
    expect(parseDescription(null)).toEqual({ kind: 'none' });
    expect(parseDescription('<p> </p>')).toEqual({ kind: 'none' });
    expect(parseDescription('<ul></ul>')).toEqual({ kind: 'none' });
  });
});

describe('fallbackDescription', () => {
  it('uses manufacturer and model, then the stock sentence', () => {
    expect(fallbackDescription('Apple', 'A2890')).toBe('Apple A2890');
    expect(fallbackDescription(null, ' ')).toBe('High-quality product with excellent specifications.');
  });
});

describe('htmlToText', () => {
  it('decodes numeric entities', () => {
    expect(htmlToText('5&#8211;10 &#x2122;')).toBe('5–10 ™');
  });
});

describe('usableImage', () => {
  it('accepts URLs and site paths only', () => {
    expect(usableImage('/images/parts/battery.svg')).toBe('/images/parts/battery.svg');
    expect(usableImage('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(usableImage('battery.svg')).toBeNull();
    expect(usableImage('  ')).toBeNull();
    expect(usableImage(null)).toBeNull();
  });
});
