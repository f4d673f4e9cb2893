<?php
/**
 * Plugin Name: Altitude local machine
 * Description: What a WordPress on a developer's or a test machine without internet needs (`npm run wordpress`).
 *              Not for production.
 */

// No mail transport here: wp_mail() would try /usr/sbin/sendmail.
add_filter( 'pre_wp_mail', '__return_false' );

// In-browser image processing needs a worker the kit's WordPress lacks; it only turns on over HTTPS or on localhost.
add_filter( 'wp_client_side_media_processing_enabled', '__return_false' );

// Secure Custom Fields (the kit's commit) includes a file that does not exist for its options page screen: load
// the class from where it lives so Theme Settings can be edited in the admin.
add_action(
	'plugins_loaded',
	static function () {
		if ( is_admin() && function_exists( 'acf_include' ) && ! class_exists( 'ACF_Admin_Options_Page' ) ) {
			acf_include( 'includes/admin/class-acf-admin-options-page.php' );
		}
	}
);
