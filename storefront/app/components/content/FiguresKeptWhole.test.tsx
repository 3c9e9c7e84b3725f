import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FiguresKeptWhole } from './FiguresKeptWhole';

const render = (text: string) =>
  renderToStaticMarkup(<FiguresKeptWhole text={text} className="keep" />);

describe('FiguresKeptWhole', () => {
  it('keeps each figure or range with its unit, and the rest as written', () => {
    expect(
      render('Orders ship in 1-2 business days, and tracking is active within 48 hours.'),
    ).toBe(
      'Orders ship in <span class="keep">1-2 business</span> days, and tracking is active ' +
        'within <span class="keep">48 hours</span>.',
    );
  });

  it('leaves a sentence without figures alone, and escapes the text', () => {
    expect(render('Ships <soon> & tracked')).toBe('Ships &lt;soon&gt; &amp; tracked');
  });
});
