<?php
/**
 * The site's preview in a pane of the block editor (its "Site preview" sidebar), beside the work: a fresh signed
 * preview link (altitude_preview_link) opens there, and again after every save and autosave, so the pane shows what
 * visitors would see of the entry as it is being edited. The site lets only this WordPress's admin frame its
 * previews (server/security/preview-framing.ts).
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** `GET /altitude/v1/preview-link/<id>`: a new preview link for an entry the user may edit. */
add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'altitude/v1',
			'/preview-link/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
				'permission_callback' => static function ( WP_REST_Request $request ) {
					return current_user_can( 'edit_post', (int) $request['id'] );
				},
				'callback'            => static function ( WP_REST_Request $request ) {
					$post = get_post( (int) $request['id'] );
					$link = $post instanceof WP_Post ? altitude_preview_link( $post ) : null;
					if ( null === $link ) {
						return new WP_Error(
							'altitude_no_preview',
							'The site cannot preview this entry: it is not a type the site shows, or previews are not configured (ALTITUDE_SITE_URL and the preview secret).',
							array( 'status' => 404 )
						);
					}
					$response = new WP_REST_Response( array( 'link' => $link ) );
					$response->header( 'Cache-Control', 'no-store' );
					return $response;
				},
			)
		);
	}
);

add_action(
	'enqueue_block_editor_assets',
	static function () {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || ! in_array( $screen->post_type, altitude_preview_types(), true ) ) {
			return;
		}
		wp_enqueue_script(
			'altitude-preview-pane',
			plugins_url( 'js/preview-pane.js', __FILE__ ),
			array( 'wp-api-fetch', 'wp-components', 'wp-data', 'wp-editor', 'wp-element', 'wp-plugins' ),
			(string) filemtime( __DIR__ . '/js/preview-pane.js' ),
			true
		);
	}
);
