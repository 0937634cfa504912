import * as lucide from 'lucide-react';
import { type ComponentType, createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert, AlertDescription } from './alert';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { FormField } from './form-field';
import { Input } from './input';
import { Label } from './label';
import { LiteLabel, LoadingScreen, liteClasses } from './lite';
import * as liteIcons from './lite-icons';
import { LoadingState, Spinner } from './spinner';

/** The markup, with the classes of each element in a fixed order: their order has no effect. */
function normalised(element: ReactElement): string {
  return renderToStaticMarkup(element).replace(
    / class="([^"]*)"/g,
    (_, classes: string) => ` class="${classes.split(/\s+/).filter(Boolean).sort().join(' ')}"`,
  );
}

/** The classes of the first element of the markup. */
function classesOf(element: ReactElement): string {
  const match = /class="([^"]*)"/.exec(normalised(element));
  if (!match?.[1]) throw new Error('no class attribute');
  return match[1];
}

describe('lite classes match what cn() and the variants produce', () => {
  const field = { id: 'f', label: 'L', children: null };
  // What the first screen would render with the primitives, by the name of the lite classes.
  const primitives: Partial<Record<keyof typeof liteClasses, ReactElement>> = {
    button: h(Button),
    buttonOutline: h(Button, { variant: 'outline' }),
    buttonLargeFullWidth: h(Button, { size: 'lg', className: 'w-full' }),
    cardRaised: h(Card, { className: 'gap-6 shadow-lg shadow-indigo-950/5' }),
    cardHeaderTight: h(CardHeader, { className: 'gap-2' }),
    cardTitleLarge: h(CardTitle, { className: 'text-2xl' }),
    cardDescription: h(CardDescription),
    cardContent: h(CardContent),
    alertDestructive: h(Alert, { variant: 'destructive' }),
    alertDescription: h(AlertDescription),
    formField: h(FormField, field),
    label: h(Label),
    input: h(Input),
    spinner: h(Spinner),
  };
  const cases = Object.entries(primitives) as [keyof typeof liteClasses, ReactElement][];
  it.each(cases)('%s', (name, element) => {
    const classes = classesOf(element).split(' ');
    // Icons carry lucide's own classes in front of the ones the component adds.
    const own = classes.filter((c) => !c.startsWith('lucide')).join(' ');
    expect(classesOf(h('div', { className: liteClasses[name] }))).toBe(own);
  });

  it('fieldError is the class of FormField error text', () => {
    expect(normalised(h(FormField, { ...field, error: 'E' }))).toContain(
      `<p id="f-error" class="${classesOf(h('p', { className: liteClasses.fieldError }))}">E</p>`,
    );
  });
});

describe('lite components render what the primitives render', () => {
  it('LiteLabel is Label', () => {
    expect(normalised(h(LiteLabel, { htmlFor: 'x' }, 'Email'))).toBe(
      normalised(h(Label, { htmlFor: 'x' }, 'Email')),
    );
  });

  it('LoadingScreen is a full-height LoadingState', () => {
    expect(normalised(h(LoadingScreen, { text: 'Loading...' }))).toBe(
      normalised(h(LoadingState, { text: 'Loading...', className: 'min-h-dvh' })),
    );
  });

  const icons = Object.entries(liteIcons) as [string, ComponentType<{ className?: string }>][];
  it.each(icons)('%s is the lucide icon of that name', (name, Icon) => {
    type LucideIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
    const original = (lucide as unknown as Record<string, LucideIcon | undefined>)[name];
    expect(original).toBeDefined();
    if (!original) return;
    expect(normalised(h(Icon, { className: 'size-4' }))).toBe(
      normalised(h(original, { 'aria-hidden': true, className: 'size-4' })),
    );
  });
});
