import { excerpt } from '../html';
import type { PackPage } from '../types';
import { hero, metadata } from './settings';

/**
 * One of every core block the site draws, and every block style it offers, in the markup WordPress 7's block
 * editor saves (block comments included). Not in any menu and left out of the sitemap: a reference for editors
 * (docs/blocks.md) and the page tests/e2e/blocks.spec.ts checks on a desktop and a phone.
 */
const content = `<!-- wp:paragraph -->
<p>This page shows every block editors can use on the Altitude site, drawn the way visitors see it. Each section below is written in the block editor's own markup, so what you see here is what the same blocks look like on any page or post.</p>
<!-- /wp:paragraph -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="text">Text, lists and headings</h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"fontSize":"medium"} -->
<p class="has-medium-font-size">A lead paragraph in the medium size, for the sentence that introduces a section. Body text stays in a readable measure of about seventy characters a line.</p>
<!-- /wp:paragraph -->

<!-- wp:list -->
<ul class="wp-block-list"><!-- wp:list-item -->
<li>Headings with an anchor link to themselves.</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li>Lists keep the site's rhythm and its sunset markers.</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li>Links read as <a href="/contact/">links</a>, underlined and in the accent colour.</li>
<!-- /wp:list-item --></ul>
<!-- /wp:list -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="columns">Columns</h2>
<!-- /wp:heading -->

<!-- wp:columns {"align":"wide"} -->
<div class="wp-block-columns alignwide"><!-- wp:column {"width":"33.33%"} -->
<div class="wp-block-column" style="flex-basis:33.33%"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">Plan</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>A one-page plan with the goal, the audience and the measures agreed before launch.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column {"width":"66.66%"} -->
<div class="wp-block-column" style="flex-basis:66.66%"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">Launch and learn</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Campaigns go live in small steps, each read against the plan. What works gets more budget; what does not is changed or stopped on the dates we set together.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="group">Group with a background</h2>
<!-- /wp:heading -->

<!-- wp:group {"backgroundColor":"mist","layout":{"type":"constrained"}} -->
<div class="wp-block-group has-mist-background-color has-background"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">A quiet panel</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Groups gather blocks into a section. With a background colour they become a panel; the text colour follows the background.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:group {"backgroundColor":"dusk","layout":{"type":"constrained"}} -->
<div class="wp-block-group has-dusk-background-color has-background"><!-- wp:paragraph -->
<p>On a dark background the text turns paper, and <a href="/work/">links</a> and buttons follow.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/work/">See our work</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="cover">Cover</h2>
<!-- /wp:heading -->

<!-- wp:cover {"url":"/wp-content/uploads/hero-home-sunrise-balloons.jpg","dimRatio":70,"overlayColor":"ink","focalPoint":{"x":0.5,"y":0.35},"minHeight":420,"align":"full","layout":{"type":"constrained"}} -->
<div class="wp-block-cover alignfull" style="min-height:420px"><img class="wp-block-cover__image-background" alt="" src="/wp-content/uploads/hero-home-sunrise-balloons.jpg" style="object-position:50% 35%" data-object-fit="cover" data-object-position="50% 35%"/><span aria-hidden="true" class="wp-block-cover__background has-ink-background-color has-background-dim-70 has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph {"align":"center","fontSize":"x-large"} -->
<p class="has-text-align-center has-x-large-font-size">Every climb starts on the ground.</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"align":"center"} -->
<p class="has-text-align-center">A cover sets text over a picture, with an overlay that keeps it readable.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="media-text">Media and text</h2>
<!-- /wp:heading -->

<!-- wp:media-text {"align":"wide","mediaType":"image","mediaWidth":40} -->
<div class="wp-block-media-text alignwide is-stacked-on-mobile" style="grid-template-columns:40% auto"><figure class="wp-block-media-text__media"><img src="/wp-content/uploads/hero-headquarters-dusk.jpg" alt="The Altitude headquarters at dusk, windows lit" class="size-full"/></figure><div class="wp-block-media-text__content"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">Our Winter Park studio</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>A picture beside its text on a desktop, above it on a phone. The editor chooses the picture's share of the width.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:media-text -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="buttons">Buttons</h2>
<!-- /wp:heading -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact/">Get in touch</a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/what-we-do/">What we do</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->

<!-- wp:file {"href":"/wp-content/uploads/hero-headquarters-dusk.jpg"} -->
<div class="wp-block-file"><a id="wp-block-file--media-headquarters" href="/wp-content/uploads/hero-headquarters-dusk.jpg">The headquarters at dusk, full size (JPEG)</a><a href="/wp-content/uploads/hero-headquarters-dusk.jpg" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-headquarters">Download</a></div>
<!-- /wp:file -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="layouts">Rows, stacks and grids</h2>
<!-- /wp:heading -->

<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"space-between"}} -->
<div class="wp-block-group"><!-- wp:paragraph -->
<p>A row: its items side by side, spread to both ends.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/work/">Our work</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->

<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap"}} -->
<div class="wp-block-group"><!-- wp:image {"width":"128px","sizeSlug":"full"} -->
<figure class="wp-block-image size-full is-resized"><img src="/wp-content/uploads/avatar-maya-ortiz.jpg" alt="" style="width:128px"/><figcaption class="wp-element-caption">Maya Ortiz, Strategist</figcaption></figure>
<!-- /wp:image -->

<!-- wp:image {"width":"128px","sizeSlug":"full"} -->
<figure class="wp-block-image size-full is-resized"><img src="/wp-content/uploads/avatar-daniel-okafor.jpg" alt="" style="width:128px"/><figcaption class="wp-element-caption">Daniel Okafor, Copywriter</figcaption></figure>
<!-- /wp:image -->

<!-- wp:image {"width":"128px","sizeSlug":"full"} -->
<figure class="wp-block-image size-full is-resized"><img src="/wp-content/uploads/avatar-hannah-lindqvist.jpg" alt="" style="width:128px"/><figcaption class="wp-element-caption">Hannah Lindqvist, Researcher</figcaption></figure>
<!-- /wp:image -->

<!-- wp:image {"width":"128px","sizeSlug":"full"} -->
<figure class="wp-block-image size-full is-resized"><img src="/wp-content/uploads/avatar-theo-brennan.jpg" alt="" style="width:128px"/><figcaption class="wp-element-caption">Theo Brennan, Photographer</figcaption></figure>
<!-- /wp:image -->

<!-- wp:image {"width":"128px","sizeSlug":"full"} -->
<figure class="wp-block-image size-full is-resized"><img src="/wp-content/uploads/avatar-evan-castillo.jpg" alt="" style="width:128px"/><figcaption class="wp-element-caption">Evan Castillo, Statistician</figcaption></figure>
<!-- /wp:image --></div>
<!-- /wp:group -->

<!-- wp:buttons {"layout":{"type":"flex","orientation":"vertical","justifyContent":"center"}} -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/careers/">Open roles</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->

<!-- wp:group {"layout":{"type":"grid","columnCount":3}} -->
<div class="wp-block-group"><!-- wp:paragraph -->
<p><strong>Strategy.</strong> Where the brand should stand.</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p><strong>Brand.</strong> How it looks and sounds.</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p><strong>Growth.</strong> Who hears of it, and how often.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="images">Image and gallery</h2>
<!-- /wp:heading -->

<!-- wp:image {"sizeSlug":"large","align":"wide"} -->
<figure class="wp-block-image alignwide size-large"><img src="/wp-content/uploads/hero-frameworks-contours.jpg" alt="Topographic contour lines over misty mountains with two balloons"/><figcaption class="wp-element-caption">An image with a caption, in the wide measure.</figcaption></figure>
<!-- /wp:image -->

<!-- wp:gallery {"linkTo":"none"} -->
<figure class="wp-block-gallery has-nested-images columns-default is-cropped"><!-- wp:image {"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/case-lakeside-orthopedics.jpg" alt="Abstract illustration for the Lakeside Orthopedics case study"/></figure>
<!-- /wp:image -->

<!-- wp:image {"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/case-cypress-coffee-roasters.jpg" alt="Abstract illustration for the Cypress Coffee Roasters case study"/></figure>
<!-- /wp:image -->

<!-- wp:image {"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/case-orange-blossom-credit-union.jpg" alt="Abstract illustration for the Orange Blossom Credit Union case study"/></figure>
<!-- /wp:image -->

<!-- wp:image {"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/case-eatonville-arts-collective.jpg" alt="Abstract illustration for the Eatonville Arts Collective case study"/></figure>
<!-- /wp:image -->

<!-- wp:image {"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/case-palmetto-industrial-supply.jpg" alt="Abstract illustration for the Palmetto Industrial Supply case study"/></figure>
<!-- /wp:image -->

<!-- wp:image {"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="/wp-content/uploads/case-lakeshore-living-communities.jpg" alt="Abstract illustration for the Lakeshore Living Communities case study"/></figure>
<!-- /wp:image --><figcaption class="blocks-gallery-caption wp-element-caption">A gallery: a grid of pictures, cropped to one shape.</figcaption></figure>
<!-- /wp:gallery -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="quotes">Quote and pullquote</h2>
<!-- /wp:heading -->

<!-- wp:quote -->
<blockquote class="wp-block-quote"><!-- wp:paragraph -->
<p>The goal of a framework is a better conversation, not a prettier slide.</p>
<!-- /wp:paragraph --><cite>Daniel Okafor, Chief Strategy Officer</cite></blockquote>
<!-- /wp:quote -->

<!-- wp:pullquote -->
<figure class="wp-block-pullquote"><blockquote><p>Measure what matters, then say it plainly.</p><cite>The Altitude team</cite></blockquote></figure>
<!-- /wp:pullquote -->

<!-- wp:separator -->
<hr class="wp-block-separator has-alpha-channel-opacity"/>
<!-- /wp:separator -->

<!-- wp:paragraph -->
<p>A separator above, a spacer below.</p>
<!-- /wp:paragraph -->

<!-- wp:spacer {"height":"64px"} -->
<div style="height:64px" aria-hidden="true" class="wp-block-spacer"></div>
<!-- /wp:spacer -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="table">Table</h2>
<!-- /wp:heading -->

<!-- wp:table {"align":"wide","className":"is-style-stripes"} -->
<figure class="wp-block-table alignwide is-style-stripes"><table class="has-fixed-layout"><thead><tr><th>Service</th><th>First deliverable</th><th>Typical length</th><th>Measured by</th><th>Reviewed</th></tr></thead><tbody><tr><td>Strategy</td><td>Positioning on one page</td><td>Two to four weeks</td><td>Decisions made</td><td>Quarterly</td></tr><tr><td>Brand &amp; creative</td><td>Identity and design system</td><td>Eight to twelve weeks</td><td>Recognition and consistency</td><td>Yearly</td></tr><tr><td>Websites</td><td>A fast, accessible site</td><td>Ten to sixteen weeks</td><td>Leads and task completion</td><td>Monthly</td></tr><tr><td>Media</td><td>A measurement plan</td><td>Ongoing</td><td>Cost per qualified lead</td><td>Monthly</td></tr></tbody></table><figcaption class="wp-element-caption">How an engagement usually runs, by service.</figcaption></figure>
<!-- /wp:table -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="details">Details</h2>
<!-- /wp:heading -->

<!-- wp:details -->
<details class="wp-block-details"><summary>How soon can we start?</summary><!-- wp:paragraph {"placeholder":"Type / to add a hidden block"} -->
<p>Most engagements start with a discovery sprint within two weeks of the first call.</p>
<!-- /wp:paragraph --></details>
<!-- /wp:details -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="video">Video</h2>
<!-- /wp:heading -->

<!-- wp:embed {"url":"https://www.youtube.com/watch?v=aqz-KE-bpKQ","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=aqz-KE-bpKQ
</div><figcaption class="wp-element-caption">Big Buck Bunny, an open film</figcaption></figure>
<!-- /wp:embed -->

<!-- wp:embed {"url":"https://vimeo.com/76979871","type":"video","providerNameSlug":"vimeo","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->
<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
https://vimeo.com/76979871
</div><figcaption class="wp-element-caption">The New Vimeo Player</figcaption></figure>
<!-- /wp:embed -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="cards">Cards</h2>
<!-- /wp:heading -->

<!-- wp:columns {"align":"wide","className":"is-style-cards"} -->
<div class="wp-block-columns alignwide is-style-cards"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:image {"width":"56px","sizeSlug":"thumbnail"} -->
<figure class="wp-block-image size-thumbnail is-resized"><img src="/wp-content/uploads/hero-mission-summit.jpg" alt="" style="width:56px"/></figure>
<!-- /wp:image -->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">Strategy</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Research, positioning and a plan on one page.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:image {"width":"56px","sizeSlug":"thumbnail"} -->
<figure class="wp-block-image size-thumbnail is-resized"><img src="/wp-content/uploads/hero-work-ascent.jpg" alt="" style="width:56px"/></figure>
<!-- /wp:image -->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">Brand &amp; creative</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Identities and campaigns built to last for years.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:image {"width":"56px","sizeSlug":"thumbnail"} -->
<figure class="wp-block-image size-thumbnail is-resized"><img src="/wp-content/uploads/hero-what-we-do-jetstream.jpg" alt="" style="width:56px"/></figure>
<!-- /wp:image -->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">Websites</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>Fast, accessible sites your team can edit.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="steps">Steps</h2>
<!-- /wp:heading -->

<!-- wp:list {"ordered":true,"className":"is-style-steps"} -->
<ol class="wp-block-list is-style-steps"><!-- wp:list-item -->
<li><strong>Discover.</strong> A sprint of two to four weeks.</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><strong>Plan.</strong> One page, with budget and measures.</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><strong>Launch.</strong> Learn and adjust in monthly cycles.</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><strong>Review.</strong> A quarterly review with your leadership.</li>
<!-- /wp:list-item --></ol>
<!-- /wp:list -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="stats">Stats</h2>
<!-- /wp:heading -->

<!-- wp:columns {"className":"is-style-stats"} -->
<div class="wp-block-columns is-style-stats"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">212%</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>more appointment requests</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">14</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>years in Winter Park</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">3×</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>return on media spend</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="variants">Variants</h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>The choices the editor offers beyond the site's own styles: button shapes, colours and sizes of your own, and WordPress's default palette. Each is drawn the way WordPress lays it out, in the site's type and spacing.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/work/">Outline</a></div>
<!-- /wp:button -->

<!-- wp:button {"style":{"border":{"radius":"20px"}}} -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/work/" style="border-radius:20px">Rounded</a></div>
<!-- /wp:button -->

<!-- wp:button {"style":{"border":{"radius":"0px","width":"2px"},"color":{"background":"#7a1f3d","text":"#ffffff"}}} -->
<div class="wp-block-button"><a class="wp-block-button__link has-text-color has-background wp-element-button" href="/work/" style="color:#ffffff;background-color:#7a1f3d;border-width:2px;border-radius:0px">Square, in colours of its own</a></div>
<!-- /wp:button -->

<!-- wp:button {"backgroundColor":"vivid-purple","textColor":"white"} -->
<div class="wp-block-button"><a class="wp-block-button__link has-white-color has-vivid-purple-background-color has-text-color has-background wp-element-button" href="/work/">WordPress's palette</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button {"width":50} -->
<div class="wp-block-button has-custom-width wp-block-button__width-50"><a class="wp-block-button__link wp-element-button" href="/work/">Half the row</a></div>
<!-- /wp:button -->

<!-- wp:button {"width":25} -->
<div class="wp-block-button has-custom-width wp-block-button__width-25"><a class="wp-block-button__link wp-element-button" href="/contact/">A quarter</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact/">Request the complete BrandAndPerformanceMeasurementPlaybookForRegionalCreditUnions</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->

<!-- wp:paragraph {"style":{"color":{"text":"#7a1f3d"},"typography":{"fontSize":"22px"}}} -->
<p class="has-text-color" style="color:#7a1f3d;font-size:22px">A paragraph in a colour and a size of its own, not one of the site's presets.</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"backgroundColor":"pale-cyan-blue","textColor":"black"} -->
<p class="has-black-color has-pale-cyan-blue-background-color has-text-color has-background">A paragraph in WordPress's default palette: black on pale cyan blue.</p>
<!-- /wp:paragraph -->

<!-- wp:cover {"url":"/wp-content/uploads/hero-mission-summit.jpg","hasParallax":true,"dimRatio":70,"overlayColor":"ink","minHeight":320,"align":"wide"} -->
<div class="wp-block-cover alignwide has-parallax" style="min-height:320px"><span aria-hidden="true" class="wp-block-cover__background has-ink-background-color has-background-dim-70 has-background-dim"></span><div role="img" class="wp-block-cover__image-background has-parallax" style="background-position:50% 50%;background-image:url(/wp-content/uploads/hero-mission-summit.jpg)"></div><div class="wp-block-cover__inner-container"><!-- wp:paragraph {"align":"center","fontSize":"large"} -->
<p class="has-text-align-center has-large-font-size">A fixed-background cover, its picture decoration.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->

<!-- wp:media-text {"mediaType":"image","mediaLink":"/wp-content/uploads/case-cypress-coffee-roasters.jpg","linkDestination":"media"} -->
<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><a href="/wp-content/uploads/case-cypress-coffee-roasters.jpg"><img src="/wp-content/uploads/case-cypress-coffee-roasters.jpg" alt="" class="size-full"/></a></figure><div class="wp-block-media-text__content"><!-- wp:paragraph -->
<p>A linked picture with no alternative text: the link is named after where it leads.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:media-text -->

<!-- wp:preformatted -->
<pre class="wp-block-preformatted">Preformatted text keeps its spacing:
Altitude      Winter Park      Central Florida
2009════════════════════════════════════════════════════════════════════════════════════════════════2026</pre>
<!-- /wp:preformatted -->

<!-- wp:html -->
<p>The classic editor's pictures: aligned left and right with captions, the text beside them, and one centred.</p>
<figure id="attachment_9001" aria-describedby="caption-attachment-9001" style="width: 300px" class="wp-caption alignleft"><img class="size-medium wp-image-9001" src="/wp-content/uploads/case-cypress-coffee-roasters.jpg" alt="Coffee beans roasting in a drum" width="300" height="200" /><figcaption id="caption-attachment-9001" class="wp-caption-text">Aligned left, with a caption.</figcaption></figure>
<figure id="attachment_9002" aria-describedby="caption-attachment-9002" style="width: 300px" class="wp-caption alignright"><img class="size-medium wp-image-9002" src="/wp-content/uploads/hero-headquarters-dusk.jpg" alt="The headquarters at dusk" width="300" height="169" /><figcaption id="caption-attachment-9002" class="wp-caption-text">Aligned right, with a caption.</figcaption></figure>
<figure id="attachment_9003" aria-describedby="caption-attachment-9003" style="width: 480px" class="wp-caption aligncenter"><img class="size-large wp-image-9003" src="/wp-content/uploads/hero-mission-summit.jpg" alt="A summit above the clouds" width="480" height="270" /><figcaption id="caption-attachment-9003" class="wp-caption-text">Centred, with a caption.</figcaption></figure>
<!-- /wp:html -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="other-blocks">Other blocks</h2>
<!-- /wp:heading -->

<!-- wp:acme/callout {"tone":"info"} -->
<div class="wp-block-acme-callout is-tone-info"><p><strong>A plugin's block.</strong> A block the site has no design for keeps its saved HTML and the content's type styles.</p></div>
<!-- /wp:acme/callout -->

<!-- wp:verse -->
<pre class="wp-block-verse">Up with the sun,
down with the wind,
home before dark.</pre>
<!-- /wp:verse -->

<!-- wp:paragraph -->
<p>Code keeps its lines as written: install the tag with <code>npm install @altitude/tag</code>, or paste it into the page's head.</p>
<!-- /wp:paragraph -->

<!-- wp:code -->
<pre class="wp-block-code"><code>&lt;script async src="https://tags.altitudemarketing.example/v2/tag.js?site=AMG-2041&amp;consent=required"&gt;&lt;/script&gt;
&lt;noscript&gt;&lt;img src="https://tags.altitudemarketing.example/v2/pixel.gif?site=AMG-2041" alt="" width="1" height="1"&gt;&lt;/noscript&gt;
&lt;!-- Questions about the tag: <a href="/contact/">/contact/</a> --&gt;</code></pre>
<!-- /wp:code -->

<!-- wp:group {"align":"full","className":"is-style-band","backgroundColor":"ink","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull is-style-band has-ink-background-color has-background"><!-- wp:heading -->
<h2 class="wp-block-heading">Ready to climb?</h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>A band is a full-width call to action at the end of a page.</p>
<!-- /wp:paragraph -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact/">Start a project</a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline"} -->
<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/careers/">Join the team</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->`;

export const blockLibrary: PackPage = {
  slug: 'block-library',
  uri: '/block-library/',
  title: 'Block library',
  date: '2026-01-12T09:00:00',
  menuOrder: 90,
  excerpt: excerpt('Every block editors can use on the Altitude site, drawn the way visitors see it.'),
  featuredImage: null,
  heroSettings: hero({
    size: 'small',
    type: 'headline',
    color: 'ink',
    bg: 'sky',
    overlay: 'paper',
    opacity: 0,
    scrollDown: false,
    insightAlt: false,
    cta: null,
    left: ['top', 'none'],
    right: ['bottom', 'none'],
    image: 'hero-frameworks-contours.jpg',
    eyebrow: 'For editors',
    headline: 'Block library',
  }),
  pageMetadata: metadata(
    'Every block editors can use on the Altitude site, drawn the way visitors see it: a reference for the content team.',
    null,
    { exclude: true },
  ),
  content,
};
