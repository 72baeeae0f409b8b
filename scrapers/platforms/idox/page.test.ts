// An Idox page as its parsers load it: trimmed to its heading and WAM content, with its heading,
// messages, labelled rows and forms read as a person reads them.
import { describe, expect, it } from 'vitest';
import { labelledRows, readForm } from '../../kit/html.js';
import { loadIdoxPage, messages, pageHeading, trimIdoxPage } from './page.js';

describe('page helpers', () => {
  const page = `<html><head><title>Planning Applications</title></head><body><div id="menu">menu</div>
<div id="pageheading"><h1><strong>Planning</strong> &ndash; Application Summary</h1></div>
<!-- START WAM CONTENT --><div class="messagebox"><ul><li> No results
 found. </li><li></li></ul></div>
<table id="simpleDetailsTable"><tr><th> Reference: </th><td> BH2018/1 </td></tr><tr><th>Empty</th></tr>
<tr><th>Proposal</th><td>Erect&nbsp; a  shed</td></tr></table>
<form id="f" action="search.do?a=1&amp;b=2" method="POST"><input name="q" value="x"><input type="submit" name="go">
<input type="checkbox" name="c"><select name="s"><option value="1">one<option value="2" selected>two</select>
<textarea name="t"> raw </textarea></form><!-- END WAM CONTENT --><div id="footer">footer</div></body></html>`;

  it('trims a page to its heading and WAM content, keeping the title', () => {
    const trimmed = trimIdoxPage(page);
    expect(
      trimmed.startsWith('<html><head><title>Planning Applications</title></head><body><div id="idox">'),
    ).toBe(true);
    expect(trimmed).not.toContain('menu');
    expect(trimmed).not.toContain('footer');
    expect(trimIdoxPage('<p>no markers</p>')).toBe('<p>no markers</p>');
  });

  it('reads the heading, messages, labelled rows and a form', () => {
    const doc = loadIdoxPage(page);
    expect(pageHeading(doc)).toBe('Application Summary');
    expect(messages(doc)).toEqual(['No results found.']);
    expect(labelledRows(doc, 'simpleDetailsTable')).toEqual([
      { label: 'Reference', value: 'BH2018/1' },
      { label: 'Proposal', value: 'Erect a shed' },
    ]);
    expect(
      readForm(doc, (f) => doc.attr(f, 'id') === 'f', 'https://portal.example/online-applications/x'),
    ).toEqual({
      action: 'https://portal.example/online-applications/search.do?a=1&b=2',
      method: 'post',
      fields: [
        ['q', 'x'],
        ['s', '2'],
        ['t', ' raw '],
      ],
    });
    expect(readForm(doc, () => false, 'https://portal.example/')).toBeNull();
  });
});
