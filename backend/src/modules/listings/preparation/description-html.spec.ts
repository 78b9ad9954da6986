import {
  ACTIVE_CONTENT_REMOVED,
  activeContentWarning,
  productDescription,
  warningsAfterCleaning,
  withoutActiveContent,
} from './description-html';

describe('withoutActiveContent', () => {
  it('removes a script and keeps the paragraph', () => {
    expect(
      withoutActiveContent('<p>Ships in a penny sleeve.</p><script>alert(1)</script>'),
    ).toEqual({ html: '<p>Ships in a penny sleeve.</p>', removed: ['<script>'] });
  });

  it('keeps what a description is made of, and says nothing was removed', () => {
    const html = [
      '<h2>1989 Upper Deck Ken Griffey Jr. #1</h2>',
      '<p><b>Sharp</b> corners, <i>clean</i> back.<br />Ships in a <u>top loader</u>.</p>',
      '<ul><li><b>Player:</b> Ken Griffey Jr.</li></ul>',
      '<table border="1" cellpadding="4"><tr><th>Grade</th><td colspan="2" bgcolor="#eeeeee">NM</td></tr></table>',
      '<div style="color:red;font-size:14px"><span style="font-weight:bold">Combined shipping</span></div>',
      '<font face="Arial" size="3" color="navy">Thanks!</font>',
      '<img src="https://i.ebayimg.com/images/card.jpg" alt="" />',
      '<a href="https://www.ebay.com/usr/dealer" target="_blank">More cards</a>',
      '<style>.note{color:gray}</style>',
    ].join('');
    expect(withoutActiveContent(html)).toEqual({ html, removed: [] });
  });

  it.each([
    ['event attributes', '<p onclick="steal()">Card</p>', '<p>Card</p>', ['onclick']],
    [
      'a picture whose error runs code',
      '<img src="https://i.ebayimg.com/a.jpg" onerror="steal()" />',
      '<img src="https://i.ebayimg.com/a.jpg" />',
      ['onerror'],
    ],
    [
      'a javascript: link, however spelt',
      '<a href="javascript:steal()">a</a><a href=" JAVA\tscript:steal()">b</a>',
      '<a>a</a><a>b</a>',
      ['href=javascript:'],
    ],
    [
      'a picture not on the web',
      '<img src="data:image/png;base64,AAAA" />',
      '<img />',
      ['src=data:'],
    ],
    [
      'frames and plug-ins',
      '<iframe src="https://example.com"></iframe><object data="x.swf"><param name="play" value="true"><p>no Flash</p></object><embed src="x.swf" />',
      '',
      ['<iframe>', '<object>', '<embed>'],
    ],
    [
      'forms, keeping their words',
      '<form action="https://example.com"><input name="q" /><button>Buy now</button></form>',
      'Buy now',
      ['<form>', '<input>', '<button>'],
    ],
    [
      'script in a style',
      '<div style="background:url(javascript:steal())">Card</div>',
      '<div>Card</div>',
      ['style'],
    ],
    [
      'a style sheet that runs code',
      '<style>p{width:expression(steal())}</style><p>Card</p>',
      '<p>Card</p>',
      ['<style>'],
    ],
    [
      'a style sheet holding markup, however it got there',
      '<svg><style><img src=x onerror=steal()></style></svg><p>Card</p>',
      '<p>Card</p>',
      ['<svg>', '<style>'],
    ],
    [
      'a page refresh',
      '<meta http-equiv="refresh" content="0;url=https://example.com" /><p>Card</p>',
      '<p>Card</p>',
      ['<meta>'],
    ],
    [
      'SVG, whose events run code',
      '<svg onload="steal()"></svg><p>Card</p>',
      '<p>Card</p>',
      ['<svg>'],
    ],
  ])('removes %s', (_what, html, kept, removed) => {
    expect(withoutActiveContent(html)).toEqual({ html: kept, removed });
  });

  it("drops a pasted page's frame without a word, keeping its body", () => {
    const page =
      '<html><head><title>My template</title></head><body><p>Card &amp; case</p></body></html>';
    expect(withoutActiveContent(page)).toEqual({ html: '<p>Card &amp; case</p>', removed: [] });
  });

  it('names each kind of thing removed once', () => {
    const html =
      '<p onclick="a()">1</p><p onclick="b()">2</p><script>c()</script><script>d()</script>';
    expect(withoutActiveContent(html).removed).toEqual(['onclick', '<script>']);
  });

  it('leaves plain text as text', () => {
    expect(withoutActiveContent('Near mint, 5 < 6 & "sharp"')).toEqual({
      html: 'Near mint, 5 &lt; 6 &amp; "sharp"',
      removed: [],
    });
  });
});

describe('warningsAfterCleaning', () => {
  it('says what was removed, replacing what an earlier save said', () => {
    const earlier = [activeContentWarning(['<iframe>']), 'The card has no picture'];
    expect(warningsAfterCleaning(earlier, ['<script>'])).toEqual([
      'The card has no picture',
      `${ACTIVE_CONTENT_REMOVED} (<script>)`,
    ]);
  });

  it('says nothing once a clean description is saved', () => {
    expect(warningsAfterCleaning([activeContentWarning(['<script>'])], [])).toEqual([]);
  });
});

describe('productDescription', () => {
  it('sends a description that fits as it is', () => {
    const html = `<p>${'x'.repeat(3993)}</p>`;
    expect(productDescription(html)).toBe(html);
  });

  it("sends a longer one as its text, cut at a word's end within 4000 characters", () => {
    const html = `<ul>${'<li>Tom &amp; Jerry card</li>'.repeat(200)}</ul>`;
    expect(html.length).toBeGreaterThan(4000);
    const text = productDescription(html);
    expect(text.length).toBeLessThanOrEqual(4000);
    expect(text).toMatch(/^Tom &amp; Jerry card Tom &amp; Jerry card /);
    expect(text).not.toContain('<');
    expect(text.endsWith('…')).toBe(true);
  });
});
