<?php
/*
 * Runs the PHP side of scripts/record-php-oracle.ts: reads cases as JSON on stdin, answers them
 * as JSON on stdout. Strings travel as {"s": base64 of their bytes} both ways (a map PHP answers as
 * {"map": [[key, value]...]}), so bytes that are
 * not UTF-8 (a lone surrogate arrives as its three WTF-8 bytes, as PHP would read it from a query
 * string) survive the trip. WordPress's hooks are reduced to the defaults a fresh site has.
 */

require __DIR__ . '/wordpress.php';
require __DIR__ . '/tribe-common.php';

date_default_timezone_set( 'UTC' );

function apply_filters( $hook, $value, ...$args ) {
	// WordPress hooks sanitize_title_with_dashes() to `sanitize_title` by default; nothing else here.
	return 'sanitize_title' === $hook ? sanitize_title_with_dashes( $value, ...$args ) : $value;
}
function __( $text ) { return $text; }
function get_option( $name ) { return 'blog_charset' === $name ? 'UTF-8' : false; }
function get_locale() { return 'en_US'; }
function wp_get_word_count_type() { return 'words'; }

function unwrap( $value ) {
	if ( is_array( $value ) && array_keys( $value ) === [ 's' ] ) return base64_decode( $value['s'] );
	return is_array( $value ) ? array_map( 'unwrap', $value ) : $value;
}
function wrap( $value ) {
	if ( is_string( $value ) ) return [ 's' => base64_encode( $value ) ];
	if ( is_float( $value ) && ( is_nan( $value ) || is_infinite( $value ) ) ) return [ 'float' => (string) $value ];
	if ( ! is_array( $value ) || array_is_list( $value ) ) return is_array( $value ) ? array_map( 'wrap', $value ) : $value;
	// A map's keys may be bytes that are not UTF-8 too: pairs of wrapped key and value.
	$pairs = [];
	foreach ( $value as $key => $item ) $pairs[] = [ wrap( (string) $key ), wrap( $item ) ];
	return [ 'map' => $pairs ];
}

/** Each wall clock around each of a zone's transitions in a year range, as PHP reads it there. */
function transitions( $zone, $from, $to ) {
	$tz = new DateTimeZone( $zone );
	$utc = new DateTimeZone( 'UTC' );
	$out = [];
	$list = $tz->getTransitions( gmmktime( 0, 0, 0, 1, 1, $from ), gmmktime( 0, 0, 0, 1, 1, $to ) );
	for ( $i = 1; $i < count( $list ); $i++ ) {
		$before = $list[ $i - 1 ]['offset'];
		$after = $list[ $i ]['offset'];
		if ( $before === $after ) continue;
		$at = $list[ $i ]['ts'];
		$jump = abs( $after - $before );
		// Wall clocks just before, inside and just after the fold or the gap.
		$first = $at + min( $before, $after );
		foreach ( [ -60, 0, intdiv( $jump, 2 ), $jump - 1, $jump ] as $delta ) {
			$wall = gmdate( 'Y-m-d H:i:s', $first + $delta );
			$read = ( new DateTime( $wall, $tz ) )->setTimezone( $utc )->format( 'Y-m-d H:i:s' );
			$out[] = [ 'zone' => $zone, 'wall' => $wall, 'utc' => $read ];
		}
	}
	return array_values( $out );
}

/** PHP's `T` for every zone it knows, at the given instants. */
function abbreviations( ...$instants ) {
	$out = [];
	foreach ( DateTimeZone::listIdentifiers() as $zone ) {
		foreach ( $instants as $instant ) {
			$out[] = "$zone $instant " . ( new DateTime( "@$instant" ) )->setTimezone( new DateTimeZone( $zone ) )->format( 'T' );
		}
	}
	return $out;
}

/** "Now" for the date cases: Friday 20 November 2026, 10:00 UTC (cases.ts has the same). */
const NOW = 1795168800;

/** The wall clock `new DateTime($text, $zone)` gives (the plugin's reading of an event date), counted from NOW. */
function wall_clock( $input ) {
	[ $zone, $text ] = explode( '|', $input, 2 );
	date_default_timezone_set( $zone );
	$time = strtotime( $text, NOW );
	$wall = false === $time ? false : date( 'Y-m-d H:i:s', $time );
	date_default_timezone_set( 'UTC' );
	return $wall;
}

function answer( $fn, $args ) {
	switch ( $fn ) {
		case 'strtotime':
			$time = strtotime( $args[0], NOW );
			return false === $time ? false : gmdate( 'Y-m-d H:i:s', $time );
		case 'new DateTime': return wall_clock( $args[0] );
		case 'sanitize_title': return sanitize_title( $args[0] );
		case 'wp_strip_all_tags': return wp_strip_all_tags( $args[0], true );
		case 'wp_trim_words': return wp_trim_words( $args[0], 55, "\u{2026}" );
		case 'wpautop': return trim( wpautop( $args[0] ) );
		case 'preg_split': return preg_split( '/\s*,\s*/', $args[0] );
		case 'is_numeric': return is_numeric( $args[0] );
		case 'empty': return empty( $args[0] );
		case 'int': return is_array( $args[0] ) ? ( $args[0] ? 1 : 0 ) : (int) $args[0];
		case 'list_to_array': return tribe_list_to_array( $args[0] );
		case 'tribe_is_truthy': return tribe_is_truthy( $args[0] );
		case 'filter_boolean': return filter_var( $args[0], FILTER_VALIDATE_BOOLEAN );
		case 'filter_url': return false !== filter_var( $args[0], FILTER_VALIDATE_URL );
		case 'parse_str': parse_str( $args[0], $out ); return $out;
		case 'transitions': return transitions( ...$args );
		case 'abbreviations': return abbreviations( ...$args );
	}
	throw new Exception( "unknown function $fn" );
}

$cases = json_decode( stream_get_contents( STDIN ), true, 512, JSON_THROW_ON_ERROR );
$out = [];
foreach ( $cases as $case ) {
	$out[] = wrap( answer( $case['fn'], unwrap( $case['args'] ) ) );
}
echo json_encode( [ 'php' => PHP_VERSION, 'answers' => $out ], JSON_THROW_ON_ERROR );
