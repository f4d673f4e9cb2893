<?php
/**
 * The site's design system in the block editor (docs/blocks.md, "The design system in the editor").
 *
 * design-tokens.json beside this file is the one source of the site's design tokens: named colours, gradients,
 * the type scale and faces, spacing steps, the reading measure and the wrap. The site's stylesheets are checked
 * against it (lib/design-tokens.test.ts) and WordPress reads it here as the theme's theme.json data, in place of
 * whatever the active theme declares: the editor offers exactly the site's palette, gradients, font sizes and
 * spacing steps, and nothing of its own (no custom colours, gradients, sizes or spacing, no duotone, none of
 * WordPress's default presets). The editor canvas loads the site's faces and content styles (editor/, written into
 * the plugin by `npm run editor-styles`), so what an editor sees is what visitors get.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * design-tokens.json as theme.json data, its faces' `file:./` sources made into this plugin's URLs (WordPress
 * resolves `file:./` only inside a theme).
 */
function altitude_design_tokens(): array {
	static $tokens = null;
	if ( null === $tokens ) {
		$tokens = json_decode( (string) file_get_contents( __DIR__ . '/design-tokens.json' ), true, 64, JSON_THROW_ON_ERROR );
		unset( $tokens['$schema'] );
		foreach ( $tokens['settings']['typography']['fontFamilies'] as &$family ) {
			foreach ( $family['fontFace'] as &$face ) {
				$face['src'] = array_map(
					static fn( string $src ): string => str_starts_with( $src, 'file:./' ) ? plugins_url( substr( $src, 7 ), __FILE__ ) : $src,
					(array) $face['src']
				);
			}
			unset( $face );
		}
		unset( $family );
	}
	return $tokens;
}

/*
 * The theme's data is the site's, whatever theme is active: a headless site's theme draws nothing visitors see, so
 * its palette, sizes and styles (Twenty Twenty-Five's, on a fresh install) must not reach the editor.
 */
add_filter(
	'wp_theme_json_data_theme',
	static fn() => new WP_Theme_JSON_Data( altitude_design_tokens(), 'theme' )
);

/*
 * Styles an administrator saves in the Site Editor (Appearance → Editor → Styles) would change the canvas and the
 * choices offered, never the site: they are not applied.
 */
add_filter(
	'wp_theme_json_data_user',
	static fn() => new WP_Theme_JSON_Data( array( 'version' => WP_Theme_JSON::LATEST_SCHEMA ), 'custom' )
);

/*
 * The active theme's style variations (Twenty Twenty-Five's "Evening", "Noon", its palettes and typesets) are not
 * offered in the Site Editor: choosing one would save user styles, which are not applied, so it could only mislead.
 */
add_filter(
	'rest_pre_dispatch',
	static function ( $result, $server, $request ) {
		$variations = '#^/wp/v2/global-styles/themes/[^/]+/variations$#';
		if ( null === $result && 'GET' === $request->get_method() && preg_match( $variations, $request->get_route() ) ) {
			return rest_ensure_response( array() );
		}
		return $result;
	},
	// After Secure Custom Fields' own filter (priority 10), which answers null whatever it is given.
	20,
	3
);

/*
 * WordPress's layout styles (each block centred at the content width, `wp-container-*` rules) never reach the site,
 * which lays the content out itself (components/templates/blocks.css: the measure, the wrap, wide and full blocks,
 * designed sections across the wrap). Without them in the canvas, editor/editor.css lays blocks out as the site does:
 * cards side by side at the site's widths, not squeezed into the measure. The layout classes are still rendered.
 */
add_action( 'after_setup_theme', static fn() => add_theme_support( 'disable-layout-styles' ), 100 );

/** The site's content styles in the editor's canvas (WordPress 7 always frames it; this hook reaches the frame). */
add_action(
	'enqueue_block_assets',
	static function () {
		if ( ! is_admin() ) {
			return;
		}
		$file = __DIR__ . '/editor/editor.css';
		if ( ! is_file( $file ) ) {
			return; // `npm run editor-styles` writes it (docs/wordpress.md).
		}
		wp_enqueue_style( 'altitude-editor-content', plugins_url( 'editor/editor.css', __FILE__ ), array(), (string) filemtime( $file ) );
	}
);
