import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';
import { indexAfterKey } from './keyboard';

describe('indexAfterKey', () => {
  it('moves down and up one header, wrapping at the ends', () => {
    expect(indexAfterKey('ArrowDown', 0, 4, 'vertical')).toBe(1);
    expect(indexAfterKey('ArrowDown', 3, 4, 'vertical')).toBe(0);
    expect(indexAfterKey('ArrowUp', 2, 4, 'vertical')).toBe(1);
    expect(indexAfterKey('ArrowUp', 0, 4, 'vertical')).toBe(3);
  });

  it('moves right and left one tab, wrapping at the ends', () => {
    expect(indexAfterKey('ArrowRight', 1, 2, 'horizontal')).toBe(0);
    expect(indexAfterKey('ArrowLeft', 0, 2, 'horizontal')).toBe(1);
  });

  it('jumps to the first and last header with Home and End', () => {
    expect(indexAfterKey('Home', 2, 5, 'vertical')).toBe(0);
    expect(indexAfterKey('End', 1, 5, 'vertical')).toBe(4);
  });

  it('stays on the only header of a one-item accordion', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End']) {
      expect(indexAfterKey(key, 0, 1, 'vertical')).toBe(0);
    }
  });

  it('leaves every other key (Enter, Space, Tab, letters, the other axis) to the browser', () => {
    for (const key of ['Enter', ' ', 'Tab', 'ArrowLeft', 'a']) {
      expect(indexAfterKey(key, 0, 3, 'vertical')).toBeNull();
    }
    expect(indexAfterKey('ArrowDown', 0, 2, 'horizontal')).toBeNull();
  });
});

describe('Accordion server rendering', () => {
  const html = renderToStaticMarkup(
    <Accordion
      items={[
        { id: 'one', title: 'First question', content: <p>First answer</p> },
        { id: 'two', title: 'Second question', content: <p>Second answer</p> },
        { id: 'three', title: 'Third question', content: <p>Third answer</p> },
      ]}
    />,
  );
  const buttons = [...html.matchAll(/<button([^>]*)>/g)].map((m) => m[1] ?? '');
  const panels = [...html.matchAll(/<div([^>]*role="region"[^>]*)>/g)].map((m) => m[1] ?? '');
  const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];

  it('renders each header as a button inside a heading', () => {
    expect(html.match(/<h2[^>]*><button/g)).toHaveLength(3);
    expect(buttons.every((b) => b.includes('type="button"'))).toBe(true);
  });

  it('starts with the first item open and the others closed with `hidden`', () => {
    expect(buttons.map((b) => attr(b, 'aria-expanded'))).toEqual(['true', 'false', 'false']);
    expect(panels.map((p) => / hidden=""/.test(p))).toEqual([false, true, true]);
  });

  it('keeps every panel text in the HTML', () => {
    for (const text of ['First answer', 'Second answer', 'Third answer']) {
      expect(html).toContain(text);
    }
  });

  it('wires each button to its panel and names each panel by its button', () => {
    buttons.forEach((button, index) => {
      const panel = panels[index] ?? '';
      expect(attr(button, 'aria-controls')).toBe(attr(panel, 'id'));
      expect(attr(panel, 'aria-labelledby')).toBe(attr(button, 'id'));
    });
    const ids = [...buttons, ...panels].map((tag) => attr(tag, 'id'));
    expect(new Set(ids).size).toBe(6);
  });
});
