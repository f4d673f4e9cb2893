<?php
/**
 * Excerpts as WordPress's own blog shows them. A post without an excerpt of its own is summed up by the words
 * before its "more" tag (`<!--more-->`, the More block), on its first page (`<!--nextpage-->`): WordPress's theme
 * loop reads posts that way, while WPGraphQL reads each post as the single post on show and sums up the whole
 * content. An excerpt an editor wrote is left as written.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The text WordPress's loop would make an excerpt of: the first page of `$content`, up to its "more" tag;
 * null when the content has no "more" tag there (WordPress's own excerpt is then right).
 */
function altitude_teaser_of( string $content ): ?string {
	$first = preg_split( '/\n?<!--nextpage-->\n?/', $content, 2 )[0];
	if ( ! preg_match( '/<!--more(.*?)?-->/', $first, $matches ) ) {
		return null;
	}
	// The More block's delimiters would be left behind once the content is cut (as get_the_content() does).
	$first = preg_replace( '/<!-- \/?wp:more(.*?) -->/', '', $first );
	return explode( $matches[0], $first, 2 )[0];
}

/** Before WordPress's wp_trim_excerpt() (priority 10), which would sum up the whole content. */
add_filter(
	'get_the_excerpt',
	static function ( $excerpt, $post = null ) {
		if ( '' !== trim( (string) $excerpt ) || ! $post instanceof WP_Post ) {
			return $excerpt;
		}
		if ( ! function_exists( 'is_graphql_request' ) || ! is_graphql_request() || post_password_required( $post ) ) {
			return $excerpt;
		}
		$teaser = altitude_teaser_of( (string) $post->post_content );
		if ( null === $teaser ) {
			return $excerpt;
		}
		// What wp_trim_excerpt() does with the content, on the teaser.
		$text = strip_shortcodes( $teaser );
		$text = excerpt_remove_blocks( $text );
		if ( function_exists( 'excerpt_remove_footnotes' ) ) {
			$text = excerpt_remove_footnotes( $text );
		}
		$text = apply_filters( 'the_content', $text );
		$text = str_replace( ']]>', ']]&gt;', $text );
		$length = (int) apply_filters( 'excerpt_length', 55 );
		$more   = apply_filters( 'excerpt_more', ' [&hellip;]' );
		$text   = wp_trim_words( $text, $length, $more );
		// A teaser of nothing but blocks an excerpt leaves out: WordPress's own excerpt, then.
		return '' === trim( $text ) ? $excerpt : $text;
	},
	9,
	2
);
