// The disclaimer gate in its newer form: an anti-forgery token and an "I agree" box go back with
// the acceptance (the older form, Fylde's real page, posts nothing: parse-display.test.ts).
import { expect, it } from 'vitest';
import { detectDefPage } from './detect.js';
import { parseGate } from './parse-gate.js';

it('posts the token back and ticks the box', () => {
  const html = `<html><head><title>Disclaimer</title><script src="/Scripts/def/common/tabs.js"></script></head><body>
<form action="/Disclaimer/Accept?returnUrl=%2FSearch%2FAdvanced" method="post">
<input name="__RequestVerificationToken" type="hidden" value="CfDJ8abc" />
<input type="checkbox" name="AgreeToTerms" id="AgreeToTerms" /><label for="AgreeToTerms">I agree</label>
<input type="submit" value="Accept" class="btn" />
</form></body></html>`;
  expect(detectDefPage(html)).toBe('gate');
  expect(
    parseGate(html, 'https://planning.example.gov.uk/Disclaimer?returnUrl=%2FSearch%2FAdvanced'),
  ).toEqual({
    action: 'https://planning.example.gov.uk/Disclaimer/Accept?returnUrl=%2FSearch%2FAdvanced',
    fields: [
      ['__RequestVerificationToken', 'CfDJ8abc'],
      ['AgreeToTerms', 'true'],
    ],
    return_url: 'https://planning.example.gov.uk/Search/Advanced',
    token: true,
  });
});
