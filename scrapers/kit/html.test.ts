// The page index every parser reads: elements nest as htmlparser2's parser closes them (implied
// end tags, no invented tbody), an element's text is its subtree's text nodes, and the look-ups
// answer as the CSS selectors they replace did.
import { describe, expect, it } from 'vitest';
import { HtmlIndex } from './html.js';

const names = (doc: HtmlIndex, els: readonly number[]) => els.map((e) => doc.names[e]);

describe('HtmlIndex', () => {
  it('nests elements as the parser closes them and reads text with entities decoded', () => {
    const doc = HtmlIndex.load('<div id="a"><p>one<p>two &amp; three<br>four</div><p>five');
    expect(doc.names).toEqual(['div', 'p', 'p', 'br', 'p']);
    const [div, p1, p2, br, p3] = [0, 1, 2, 3, 4];
    expect(doc.parents[p1]).toBe(div);
    expect(doc.parents[p2]).toBe(div);
    expect(doc.parents[br]).toBe(p2);
    expect(doc.parents[p3]).toBe(-1);
    expect(doc.children(div)).toEqual([p1, p2]);
    expect(doc.textOf(p2)).toBe('two & threefour');
    expect(doc.textOf(div)).toBe('onetwo & threefour');
    expect(doc.text).toBe('onetwo & threefourfive');
  });

  it('keeps a table as written (no tbody) and counts script text but not comments', () => {
    const doc = HtmlIndex.load(
      '<table id="t"><tr><th>A<!-- x --></th><td>1<script>s()</script></td></tr></table>',
    );
    expect(doc.names).toEqual(['table', 'tr', 'th', 'td', 'script']);
    expect(doc.parents[1]).toBe(0);
    expect(doc.textOf(2)).toBe('A');
    expect(doc.textOf(3)).toBe('1s()');
  });

  it('finds by id and by class (whitespace-separated, case-sensitive), in document order', () => {
    const doc = HtmlIndex.load(
      '<ul class="tabs  main"><li class="Tabs"><a class="active\ttab" id="x">A</a></li></ul><a id="x" class="tabs">B</a>',
    );
    expect(names(doc, doc.byClass('tabs'))).toEqual(['ul', 'a']);
    expect(names(doc, doc.byClass('Tabs'))).toEqual(['li']);
    expect(doc.byClass('tab')).toEqual([2]);
    expect(doc.byId('x')).toEqual([2, 3]);
    expect(doc.hasClass(0, 'main')).toBe(true);
    expect(doc.hasClass(0, 'mai')).toBe(false);
  });

  it('find walks a root inside another root once; inside() backtracks like a descendant selector', () => {
    const doc = HtmlIndex.load(
      '<div class="box"><div class="box"><li>a</li></div><li>b</li></div><div class="box"><li>c</li></div>',
    );
    const lis = doc.find(doc.byClass('box'), (e) => doc.names[e] === 'li');
    expect(lis.map((e) => doc.textOf(e))).toEqual(['a', 'b', 'c']);

    // `.outer .inner span`: the nearest .inner has no .outer above it, a farther one has.
    const nested = HtmlIndex.load(
      '<div class="outer"><div class="inner"><div class="other"><div class="inner"><span>s</span></div></div></div></div>',
    );
    const span = nested.names.indexOf('span');
    const chain = [(a: number) => nested.hasClass(a, 'inner'), (a: number) => nested.hasClass(a, 'outer')];
    expect(nested.inside(span, chain)).toBe(true);
    expect(
      nested.inside(span, [(a) => nested.hasClass(a, 'outer'), (a) => nested.hasClass(a, 'inner')]),
    ).toBe(false);
  });
});

describe('readForm', () => {
  it('sends a multiple select as its picked options only, and a single select as its first or picked', async () => {
    const { readForm } = await import('./html.js');
    const doc = HtmlIndex.load(
      '<form id="f" action="/s"><select name="ward" multiple><option value="A">A</option><option value="B">B</option></select>' +
        '<select name="parish" multiple size="3"><option value="P">P</option><option value="Q" selected>Q</option><option value="R" selected>R</option></select>' +
        '<select name="sort"><option value="x">x</option></select></form>',
    );
    const form = readForm(doc, () => true, 'https://portal.example/search')!;
    expect(form.fields).toEqual([
      ['parish', 'Q'],
      ['parish', 'R'],
      ['sort', 'x'],
    ]);
  });
});
