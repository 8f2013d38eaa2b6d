<?php
/*
 * The Events Calendar's helpers that mocks/calendar/php.ts imitates, vendored for
 * scripts/record-php-oracle.ts (a development script: nothing here is bundled or shipped).
 *
 * Source: tribe-common (bundled with the-events-calendar), src/Tribe/Utils/Array.php
 * (`Tribe__Utils__Array::list_to_array`, the version that returns `[]` for `empty()` values and
 * URL-decodes a string first) and src/functions/utils.php (`tribe_is_truthy`), as a plain function
 * and without the filter hook (`tribe_is_truthy_strings`, default list). GPL-2.0-or-later.
 */

function tribe_list_to_array( $value, $sep = ',' ): array {
	if ( empty( $value ) ) {
		return [];
	}
	$value = is_array( $value ) ? $value : urldecode( $value );
	$sep = ! is_string( $sep ) ? ',' : $sep;
	if ( $value === '' ) {
		return [];
	}
	if ( ! is_array( $value ) ) {
		$value = preg_split( '/\\s*' . preg_quote( $sep ) . '\\s*/', $value );
	}
	$filtered = [];
	foreach ( $value as $v ) {
		if ( '' === $v ) {
			continue;
		}
		$filtered[] = is_numeric( $v ) ? $v + 0 : $v;
	}
	return $filtered;
}

function tribe_is_truthy( $var ) {
	if ( is_bool( $var ) ) {
		return $var;
	}
	$truthy_strings = [ '1', 'enable', 'enabled', 'on', 'y', 'yes', 'true' ];
	if ( is_string( $var ) ) {
		$var = strtolower( $var );
	}
	if ( in_array( $var, $truthy_strings, true ) ) {
		return true;
	}
	if ( is_string( $var ) ) {
		return false;
	}
	return (bool) $var;
}
