<?php
/**
 * Installs a new WordPress the way a site owner sets it up for Altitude (docs/wordpress.md), in two PHP
 * processes as WordPress needs: `php install.php <wordpress dir> <admin password>`.
 *
 * 1. wp_install(), pretty permalinks (`/%postname%/`, saved as Settings → Permalinks saves them);
 * 2. activate the plugins — the companion plugin last, whose activation must make its post types' addresses work.
 */

$wp_dir   = $argv[1] ?? '';
$password = $argv[2] ?? '';
$phase    = $argv[3] ?? 'install';
if ( '' === $wp_dir || '' === $password ) {
	fwrite( STDERR, "usage: php install.php <wordpress dir> <admin password>\n" );
	exit( 2 );
}

if ( 'install' === $phase ) {
	define( 'WP_INSTALLING', true );
	require $wp_dir . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$result = wp_install( 'Altitude Marketing Group', 'admin', 'admin@example.com', false, '', wp_slash( $password ) );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, $result->get_error_message() . "\n" );
		exit( 1 );
	}
	update_option( 'permalink_structure', '/%postname%/' );
	flush_rewrite_rules( false );
	// The next phase needs a process that has loaded nothing yet.
	passthru( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ) . ' ' . escapeshellarg( $wp_dir ) . ' ' . escapeshellarg( $password ) . ' activate', $code );
	exit( $code );
}

require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$plugins = array(
	'secure-custom-fields/secure-custom-fields.php',
	'wp-graphql/wp-graphql.php',
	'wpgraphql-acf/wpgraphql-acf.php',
	'wp-graphql-jwt-authentication/wp-graphql-jwt-authentication.php',
	'altitude-headless/altitude-headless.php',
);
foreach ( $plugins as $plugin ) {
	$result = activate_plugin( $plugin );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, "$plugin: " . $result->get_error_message() . "\n" );
		exit( 1 );
	}
}
echo "installed\n";
