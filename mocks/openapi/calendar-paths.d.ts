/**
 * The calendar API's paths, made by openapi-typescript from standin/openapi/calendar.json: written by
 * `npm run openapi` (scripts/openapi.ts), never by hand.
 */

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Describes every route of the namespace (WordPress namespace index) */
        get: operations["calendar.index.read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["calendar.doc.read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the events */
        get: operations["calendar.events.list"];
        put?: never;
        /** Creates an event */
        post: operations["calendar.events.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns an event by its post ID */
        get: operations["calendar.events.read"];
        /** Updates an event by its post ID */
        put: operations["calendar.events.put"];
        /** Updates an event by its post ID */
        post: operations["calendar.events.update"];
        /** Moves an event by its post ID to the trash */
        delete: operations["calendar.events.delete"];
        options?: never;
        head?: never;
        /** Updates an event by its post ID */
        patch: operations["calendar.events.patch"];
        trace?: never;
    };
    "/events/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns an event by its slug */
        get: operations["calendar.events.by_slug.read"];
        /** Updates an event by its slug */
        put: operations["calendar.events.by_slug.put"];
        /** Updates an event by its slug */
        post: operations["calendar.events.by_slug.update"];
        /** Moves an event by its slug to the trash */
        delete: operations["calendar.events.by_slug.delete"];
        options?: never;
        head?: never;
        /** Updates an event by its slug */
        patch: operations["calendar.events.by_slug.patch"];
        trace?: never;
    };
    "/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the venues */
        get: operations["calendar.venues.list"];
        put?: never;
        /** Creates a venue (or answers the existing one it duplicates) */
        post: operations["calendar.venues.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a venue by its post ID */
        get: operations["calendar.venues.read"];
        /** Updates a venue by its post ID */
        put: operations["calendar.venues.put"];
        /** Updates a venue by its post ID */
        post: operations["calendar.venues.update"];
        /** Moves a venue by its post ID to the trash */
        delete: operations["calendar.venues.delete"];
        options?: never;
        head?: never;
        /** Updates a venue by its post ID */
        patch: operations["calendar.venues.patch"];
        trace?: never;
    };
    "/venues/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a venue by its slug */
        get: operations["calendar.venues.by_slug.read"];
        /** Updates a venue by its slug */
        put: operations["calendar.venues.by_slug.put"];
        /** Updates a venue by its slug */
        post: operations["calendar.venues.by_slug.update"];
        /** Moves a venue by its slug to the trash */
        delete: operations["calendar.venues.by_slug.delete"];
        options?: never;
        head?: never;
        /** Updates a venue by its slug */
        patch: operations["calendar.venues.by_slug.patch"];
        trace?: never;
    };
    "/organizers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the organizers */
        get: operations["calendar.organizers.list"];
        put?: never;
        /** Creates a organizer (or answers the existing one it duplicates) */
        post: operations["calendar.organizers.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a organizer by its post ID */
        get: operations["calendar.organizers.read"];
        /** Updates a organizer by its post ID */
        put: operations["calendar.organizers.put"];
        /** Updates a organizer by its post ID */
        post: operations["calendar.organizers.update"];
        /** Moves a organizer by its post ID to the trash */
        delete: operations["calendar.organizers.delete"];
        options?: never;
        head?: never;
        /** Updates a organizer by its post ID */
        patch: operations["calendar.organizers.patch"];
        trace?: never;
    };
    "/organizers/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns a organizer by its slug */
        get: operations["calendar.organizers.by_slug.read"];
        /** Updates a organizer by its slug */
        put: operations["calendar.organizers.by_slug.put"];
        /** Updates a organizer by its slug */
        post: operations["calendar.organizers.by_slug.update"];
        /** Moves a organizer by its slug to the trash */
        delete: operations["calendar.organizers.by_slug.delete"];
        options?: never;
        head?: never;
        /** Updates a organizer by its slug */
        patch: operations["calendar.organizers.by_slug.patch"];
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the event categories */
        get: operations["calendar.categories.list"];
        put?: never;
        /** Creates an event category */
        post: operations["calendar.categories.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns an event category */
        get: operations["calendar.categories.read"];
        /** Updates an event category */
        put: operations["calendar.categories.put"];
        /** Updates an event category */
        post: operations["calendar.categories.update"];
        /** Deletes an event category */
        delete: operations["calendar.categories.delete"];
        options?: never;
        head?: never;
        /** Updates an event category */
        patch: operations["calendar.categories.patch"];
        trace?: never;
    };
    "/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the event tags */
        get: operations["calendar.tags.list"];
        put?: never;
        /** Creates an event tag */
        post: operations["calendar.tags.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Returns an event tag */
        get: operations["calendar.tags.read"];
        /** Updates an event tag */
        put: operations["calendar.tags.put"];
        /** Updates an event tag */
        post: operations["calendar.tags.update"];
        /** Deletes an event tag */
        delete: operations["calendar.tags.delete"];
        options?: never;
        head?: never;
        /** Updates an event tag */
        patch: operations["calendar.tags.patch"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ImageSize: {
            /** @description The image width in pixels in the specified size */
            width?: number;
            /** @description The image height in pixels in the specified size */
            height?: number;
            /** @description The image mime-type */
            "mime-type"?: string;
            /** @description The image file size in bytes */
            filesize?: number;
            /**
             * Format: uri
             * @description The link to the image in the specified size on the site
             */
            url?: string;
        };
        CostDetails: {
            /** @description The cost currency symbol */
            currency_symbol?: string;
            /** @description The cost currency code */
            currency_code?: string;
            /**
             * @description The position of the currency symbol in the cost string
             * @enum {string}
             */
            currency_position?: "prefix" | "postfix" | "";
            /** @description A sorted array of all the numeric values for the cost, as numeric strings */
            values?: string[];
        };
        TermUrls: {
            /** @description The term REST URL */
            self?: string;
            /** @description The REST URL of the term collection */
            collection?: string;
            /** @description The REST URL of the parent term, if any */
            up?: string;
        };
        /** @description A term as an event embeds it */
        EmbeddedTerm: {
            /** @description The term name */
            name?: string;
            /** @description The term slug */
            slug?: string;
            /** @description The term group */
            term_group?: number;
            /** @description The term taxonomy ID */
            term_taxonomy_id?: number;
            /** @description The taxonomy the term belongs to */
            taxonomy?: string;
            /** @description The term description */
            description?: string;
            /** @description The term parent term if any */
            parent?: number;
            /** @description The number of posts associated with the term */
            count?: number;
            /** @description The term filter */
            filter?: string;
            /** @description The WordPress term ID */
            id?: number;
            urls?: components["schemas"]["TermUrls"];
        };
        Term: {
            /** @description The WordPress term ID */
            id?: number;
            /** @description The number of published posts associated with the term */
            count?: number;
            /** @description The term description */
            description?: string;
            /** @description The term name */
            name?: string;
            /** @description The term slug */
            slug?: string;
            /** @description The taxonomy the term belongs to */
            taxonomy?: string;
            /** @description The term parent term if any (categories only) */
            parent?: number;
            /** @description The term meta */
            meta?: {
                [key: string]: unknown;
            }[];
            /** @description The URL to the term archive page */
            url?: string;
            urls?: components["schemas"]["TermUrls"];
        };
        TermItem: components["schemas"]["Term"] & {
            /** @description Links to the WordPress core term routes */
            _links?: {
                [key: string]: unknown;
            };
        };
        Image: {
            /**
             * Format: uri
             * @description The URL to the full size version of the image
             */
            url?: string;
            /** @description The image WordPress post ID */
            id?: number;
            /** @description The image file extension */
            extension?: string;
            /** @description The image natural width in pixels */
            width?: number;
            /** @description The image natural height in pixels */
            height?: number;
            /** @description The image file size in bytes */
            filesize?: number;
            /** @description The details about each size available for the image */
            sizes?: {
                [key: string]: components["schemas"]["ImageSize"];
            };
        };
        /** @description Each component of a date, as zero-padded strings */
        DateDetails: {
            /** @description The date year */
            year?: string;
            /** @description The date month */
            month?: string;
            /** @description The date day */
            day?: string;
            /** @description The date hour */
            hour?: string;
            /** @description The date minutes */
            minutes?: string;
            /** @description The date seconds */
            seconds?: string;
        };
        Event: {
            /** @description The event WordPress post ID */
            id?: number;
            /** @description The event ID used to globally identify in Event Aggregator */
            global_id?: string;
            /** @description An Array containing the lineage of where this event comes from, this should not change after the event is created. */
            global_id_lineage?: string[];
            /** @description The event author WordPress user ID, as a string */
            author?: string;
            /** @description The event status */
            status?: string;
            /** @description The event creation date in the site time zone */
            date?: string;
            /** @description The event creation date in UTC time */
            date_utc?: string;
            /** @description The event last modification date in the site time zone */
            modified?: string;
            /** @description The event last modification date in UTC time */
            modified_utc?: string;
            /** @description The URL to the event page */
            url?: string;
            /** @description The TEC REST API link to fetch this event */
            rest_url?: string;
            /** @description The event name */
            title?: string;
            /** @description The event long description (HTML) */
            description?: string;
            /** @description The event short description (HTML) */
            excerpt?: string;
            /** @description The event slug */
            slug?: string;
            /** @description The event featured image details if set, else false */
            image?: components["schemas"]["Image"] | false;
            /** @description Whether or not this event is an all day Event */
            all_day?: boolean | null;
            /** @description The event start date in the event or site time zone */
            start_date?: string;
            start_date_details?: components["schemas"]["DateDetails"];
            /** @description The event end date in the event or site time zone */
            end_date?: string;
            end_date_details?: components["schemas"]["DateDetails"];
            /** @description The event start date in UTC time */
            utc_start_date?: string;
            utc_start_date_details?: components["schemas"]["DateDetails"];
            /** @description The event end date in UTC time */
            utc_end_date?: string;
            utc_end_date_details?: components["schemas"]["DateDetails"];
            /** @description The event time zone string */
            timezone?: string;
            /** @description The abbreviated event time zone string */
            timezone_abbr?: string;
            /** @description The event cost including the currency symbol */
            cost?: string;
            cost_details?: components["schemas"]["CostDetails"];
            /** @description The event website URL (the event page when none is set) */
            website?: string;
            /** @description Whether the map should be shown for the event or not */
            show_map?: boolean | null;
            /** @description Whether the map link should be shown for the event or not */
            show_map_link?: boolean | null;
            /** @description Whether an event should be hidden from the calendar view or not */
            hide_from_listings?: boolean | null;
            /** @description Whether an event is sticky in the calendar view or not */
            sticky?: boolean | null;
            /** @description Whether the event is featured in the calendar or not */
            featured?: boolean | null;
            /** @description The event categories */
            categories?: components["schemas"]["EmbeddedTerm"][];
            /** @description The event tags */
            tags?: components["schemas"]["EmbeddedTerm"][];
            /** @description The event venue, or an empty array */
            venue?: components["schemas"]["Venue"] | unknown[];
            /** @description The event organizers */
            organizer?: components["schemas"]["Organizer"][];
            /** @description The event additional fields */
            custom_fields?: {
                [key: string]: unknown;
            } | unknown[];
            /** @description The schema.org description of the event (single reads only) */
            json_ld?: {
                [key: string]: unknown;
            };
        };
        /** @description A venue; empty fields are left out */
        Venue: {
            /** @description The venue WordPress post ID */
            id?: number;
            /** @description The venue author WordPress user ID, as a string */
            author?: string;
            /** @description The venue status */
            status?: string;
            /** @description The venue creation date in the site time zone */
            date?: string;
            /** @description The venue creation date in UTC time */
            date_utc?: string;
            /** @description The venue last modification date in the site time zone */
            modified?: string;
            /** @description The venue last modification date in UTC time */
            modified_utc?: string;
            /** @description The URL to the venue page */
            url?: string;
            /** @description The venue name */
            venue?: string;
            /** @description The venue long description (HTML) */
            description?: string;
            /** @description The venue short description (HTML) */
            excerpt?: string;
            /** @description The venue slug */
            slug?: string;
            image?: components["schemas"]["Image"];
            /** @description The venue address */
            address?: string;
            /** @description The venue city */
            city?: string;
            /** @description The venue country */
            country?: string;
            /** @description The venue province */
            province?: string;
            /** @description The venue state */
            state?: string;
            /** @description The venue ZIP code */
            zip?: string;
            /** @description The venue phone number */
            phone?: string;
            /** @description The venue website URL */
            website?: string;
            /** @description The venue state or province */
            stateprovince?: string;
            /**
             * Format: double
             * @description The venue geo latitude
             */
            geo_lat?: number;
            /**
             * Format: double
             * @description The venue geo longitude
             */
            geo_lng?: number;
            /** @description The schema.org description of the venue (single reads only) */
            json_ld?: {
                [key: string]: unknown;
            };
            /** @description Whether the map should be shown for the venue or not */
            show_map?: boolean;
            /** @description Whether the map link should be shown for the venue or not */
            show_map_link?: boolean;
            /** @description The venue ID used to globally identify in Event Aggregator */
            global_id?: string;
            /** @description An Array containing the lineage of where this venue comes from, this should not change after the venue is created. */
            global_id_lineage?: string[];
        };
        /** @description An organizer; empty fields are left out */
        Organizer: {
            /** @description The organizer WordPress post ID */
            id?: number;
            /** @description The organizer author WordPress user ID, as a string */
            author?: string;
            /** @description The organizer status */
            status?: string;
            /** @description The organizer creation date in the site time zone */
            date?: string;
            /** @description The organizer creation date in UTC time */
            date_utc?: string;
            /** @description The organizer last modification date in the site time zone */
            modified?: string;
            /** @description The organizer last modification date in UTC time */
            modified_utc?: string;
            /** @description The URL to the organizer page */
            url?: string;
            /** @description The organizer name */
            organizer?: string;
            /** @description The organizer long description (HTML) */
            description?: string;
            /** @description The organizer short description (HTML) */
            excerpt?: string;
            /** @description The organizer slug */
            slug?: string;
            image?: components["schemas"]["Image"];
            /** @description The organizer phone number */
            phone?: string;
            /** @description The organizer website */
            website?: string;
            /** @description The organizer email address */
            email?: string;
            /** @description The schema.org description of the organizer (single reads only) */
            json_ld?: {
                [key: string]: unknown;
            };
            /** @description The organizer ID used to globally identify in Event Aggregator */
            global_id?: string;
            /** @description An Array containing the lineage of where this organizer comes from, this should not change after the organizer is created. */
            global_id_lineage?: string[];
        };
        /** @description A page of events; the X-TEC-Total and X-TEC-TotalPages headers repeat the totals. */
        EventList: {
            /** @description The events of the page */
            events: components["schemas"]["Event"][];
            /** @description The REST URL of this page */
            rest_url: string;
            /** @description The REST URL of the next page, when it has items */
            next_rest_url?: string;
            /** @description The REST URL of the previous page */
            previous_rest_url?: string;
            /** @description How many items match */
            total: number;
            /** @description How many pages there are (0 when nothing matches) */
            total_pages: number;
        };
        /** @description A page of venues; the X-TEC-Total and X-TEC-TotalPages headers repeat the totals. */
        VenueList: {
            /** @description The venues of the page */
            venues: components["schemas"]["Venue"][];
            /** @description The REST URL of this page */
            rest_url: string;
            /** @description The REST URL of the next page, when it has items */
            next_rest_url?: string;
            /** @description The REST URL of the previous page */
            previous_rest_url?: string;
            /** @description How many items match */
            total: number;
            /** @description How many pages there are (0 when nothing matches) */
            total_pages: number;
        };
        /** @description A page of organizers; the X-TEC-Total and X-TEC-TotalPages headers repeat the totals. */
        OrganizerList: {
            /** @description The organizers of the page */
            organizers: components["schemas"]["Organizer"][];
            /** @description The REST URL of this page */
            rest_url: string;
            /** @description The REST URL of the next page, when it has items */
            next_rest_url?: string;
            /** @description The REST URL of the previous page */
            previous_rest_url?: string;
            /** @description How many items match */
            total: number;
            /** @description How many pages there are (0 when nothing matches) */
            total_pages: number;
        };
        /** @description A page of categories; the X-TEC-Total and X-TEC-TotalPages headers repeat the totals. */
        CategoryList: {
            /** @description The categories of the page */
            categories: components["schemas"]["Term"][];
            /** @description The REST URL of this page */
            rest_url: string;
            /** @description The REST URL of the next page, when it has items */
            next_rest_url?: string;
            /** @description The REST URL of the previous page */
            previous_rest_url?: string;
            /** @description How many items match */
            total: number;
            /** @description How many pages there are (0 when nothing matches) */
            total_pages: number;
        };
        /** @description A page of tags; the X-TEC-Total and X-TEC-TotalPages headers repeat the totals. */
        TagList: {
            /** @description The tags of the page */
            tags: components["schemas"]["Term"][];
            /** @description The REST URL of this page */
            rest_url: string;
            /** @description The REST URL of the next page, when it has items */
            next_rest_url?: string;
            /** @description The REST URL of the previous page */
            previous_rest_url?: string;
            /** @description How many items match */
            total: number;
            /** @description How many pages there are (0 when nothing matches) */
            total_pages: number;
        };
        NamespaceIndex: {
            /** @description The namespace */
            namespace?: string;
            /** @description Each route (its WordPress regex) with its methods and arguments */
            routes?: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
            _links?: {
                [key: string]: unknown;
            };
        };
        Error: {
            /** @description The error code */
            code: string;
            /** @description The error message */
            message: string;
            data: {
                /** @description The HTTP status */
                status?: number;
                /** @description The parameters at fault: a list of names, or messages by name */
                params?: unknown;
                /** @description Why each parameter is at fault */
                details?: unknown;
            };
        };
        /** @description This OpenAPI document */
        Document: {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "calendar.index.read": {
        parameters: {
            query?: {
                /** @description namespace */
                namespace?: string;
                /** @description context */
                context?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The routes of the namespace, their methods and arguments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NamespaceIndex"];
                };
            };
            /** @description The JSON body does not parse (rest_invalid_json), or a parameter is missing or refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The specified namespace could not be found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.doc.read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns the documentation for The Events Calendar REST API in Swagger consumable format. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            /** @description The JSON body does not parse (rest_invalid_json), or a parameter is missing or refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.list": {
        parameters: {
            query?: {
                /** @description The archive page to return */
                page?: number;
                /** @description The number of events to return on each page */
                per_page?: number;
                /** @description Events that start on the specified date */
                start_date?: string;
                /** @description Events that end on the specified date */
                end_date?: string;
                /** @description Events that start before the specified date */
                starts_before?: string;
                /** @description Events that start after the specified date */
                starts_after?: string;
                /** @description Events that end before the specified date */
                ends_before?: string;
                /** @description Events that end after the specified date */
                ends_after?: string;
                /** @description Dates set using the start_date/end_date, starts_*\/ends_* are set to start at the specified times. The default behavior is to include the entire days. */
                strict_dates?: string;
                /** @description Events should contain the specified string in the title or description */
                search?: string;
                /** @description Events should be assigned one of the specified categories slugs or IDs */
                categories?: (number | string)[];
                /** @description Events should be assigned one of the specified tags slugs or IDs */
                tags?: (number | string)[];
                /** @description Events should be assigned one of the specified venue IDs */
                venue?: number[];
                /** @description Events should be assigned one of the specified organizer IDs */
                organizer?: number[];
                /** @description Events should be filtered by their featured status */
                featured?: boolean | (0 | 1) | string;
                /** @description The event post status */
                status?: string;
                /** @description Requires Events Calendar Pro. Events should be filtered by whether their venue has geolocation data */
                geoloc?: boolean | (0 | 1) | string;
                /** @description Requires Events Calendar Pro. Events should be filtered by their venue latitude location, must also provide geoloc_lng */
                geoloc_lat?: number;
                /** @description Requires Events Calendar Pro. Events should be filtered by their venue longitude location, must also provide geoloc_lat */
                geoloc_lng?: number;
                /** @description Include events with one of the post IDs specified in the array of CSV list, date filters will be ignored. */
                include?: number[];
                /** @description Events should be filtered by their post_parent being the specified one. */
                post_parent?: number;
                /** @description Filter events with or without tickets. */
                ticketed?: boolean | (0 | 1) | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns all the upcoming events matching the search criteria */
            200: {
                headers: {
                    /** @description How many items match */
                    "X-TEC-Total"?: number;
                    /** @description How many pages there are (0 when nothing matches) */
                    "X-TEC-TotalPages"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description One or more of the specified query variables has a bad format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The requested page was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.create": {
        parameters: {
            query?: {
                /** @description The event author ID */
                author?: number;
                /** @description The event publication date */
                date?: string | number;
                /** @description The event publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The event title */
                title?: string;
                /** @description The event description */
                description?: string;
                /** @description The event slug */
                slug?: string;
                /** @description The event excerpt */
                excerpt?: string;
                /** @description The event post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The event time zone */
                timezone?: string;
                /** @description Whether the event lasts the whole day or not */
                all_day?: boolean | (0 | 1) | string;
                /** @description The event start date and time */
                start_date?: string | number;
                /** @description The event end date and time */
                end_date?: string | number;
                /** @description The event featured image ID or URL */
                image?: string;
                /** @description The event cost */
                cost?: string | number | (string | number)[];
                /** @description The event website URL */
                website?: string;
                /** @description Whether the event should show a map or not */
                show_map?: boolean | (0 | 1) | string;
                /** @description Whether the event should show a map link or not */
                show_map_link?: boolean | (0 | 1) | string;
                /** @description Whether events should be hidden in the calendar view or not */
                hide_from_listings?: boolean | (0 | 1) | string;
                /** @description Whether the event should be sticky in the calendar view or not */
                sticky?: boolean | (0 | 1) | string;
                /** @description Whether the event should be featured on the site or not */
                featured?: boolean | (0 | 1) | string;
                /** @description The event category ID or name */
                categories?: string | number | (number | string)[];
                /** @description The event tag ID or name */
                tags?: string | number | (number | string)[];
                /** @description The event venue IDs or data */
                venue?: number | string | {
                    [key: string]: unknown;
                };
                /** @description The event organizer IDs or data */
                organizer?: number | string | (number | string | {
                    [key: string]: unknown;
                })[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date: string | number;
                    /** @description The event end date and time */
                    end_date: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                };
                "application/json": {
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date: string | number;
                    /** @description The event end date and time */
                    end_date: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                };
            };
        };
        responses: {
            /** @description Returns the data of the created event */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to create events */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.read": {
        parameters: {
            query?: {
                /** @description The event password */
                password?: string;
            };
            header?: never;
            path: {
                /** @description the event post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns the data of the event with the specified post ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description The event post ID is missing or is not an event. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The event with the specified ID is not accessible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.put": {
        parameters: {
            query?: {
                /** @description The event password */
                password?: string;
                /** @description The event author ID */
                author?: number;
                /** @description The event publication date */
                date?: string | number;
                /** @description The event publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The event title */
                title?: string;
                /** @description The event description */
                description?: string;
                /** @description The event slug */
                slug?: string;
                /** @description The event excerpt */
                excerpt?: string;
                /** @description The event post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The event time zone */
                timezone?: string;
                /** @description Whether the event lasts the whole day or not */
                all_day?: boolean | (0 | 1) | string;
                /** @description The event start date and time */
                start_date?: string | number;
                /** @description The event end date and time */
                end_date?: string | number;
                /** @description The event featured image ID or URL */
                image?: string;
                /** @description The event cost */
                cost?: string | number | (string | number)[];
                /** @description The event website URL */
                website?: string;
                /** @description Whether the event should show a map or not */
                show_map?: boolean | (0 | 1) | string;
                /** @description Whether the event should show a map link or not */
                show_map_link?: boolean | (0 | 1) | string;
                /** @description Whether events should be hidden in the calendar view or not */
                hide_from_listings?: boolean | (0 | 1) | string;
                /** @description Whether the event should be sticky in the calendar view or not */
                sticky?: boolean | (0 | 1) | string;
                /** @description Whether the event should be featured on the site or not */
                featured?: boolean | (0 | 1) | string;
                /** @description The event category ID or name */
                categories?: string | number | (number | string)[];
                /** @description The event tag ID or name */
                tags?: string | number | (number | string)[];
                /** @description The event venue IDs or data */
                venue?: number | string | {
                    [key: string]: unknown;
                };
                /** @description The event organizer IDs or data */
                organizer?: number | string | (number | string | {
                    [key: string]: unknown;
                })[];
            };
            header?: never;
            path: {
                /** @description the event post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event password */
                    password?: string;
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                };
                "application/json": {
                    /** @description The event password */
                    password?: string;
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update events */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.update": {
        parameters: {
            query?: {
                /** @description The event password */
                password?: string;
                /** @description The event author ID */
                author?: number;
                /** @description The event publication date */
                date?: string | number;
                /** @description The event publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The event title */
                title?: string;
                /** @description The event description */
                description?: string;
                /** @description The event slug */
                slug?: string;
                /** @description The event excerpt */
                excerpt?: string;
                /** @description The event post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The event time zone */
                timezone?: string;
                /** @description Whether the event lasts the whole day or not */
                all_day?: boolean | (0 | 1) | string;
                /** @description The event start date and time */
                start_date?: string | number;
                /** @description The event end date and time */
                end_date?: string | number;
                /** @description The event featured image ID or URL */
                image?: string;
                /** @description The event cost */
                cost?: string | number | (string | number)[];
                /** @description The event website URL */
                website?: string;
                /** @description Whether the event should show a map or not */
                show_map?: boolean | (0 | 1) | string;
                /** @description Whether the event should show a map link or not */
                show_map_link?: boolean | (0 | 1) | string;
                /** @description Whether events should be hidden in the calendar view or not */
                hide_from_listings?: boolean | (0 | 1) | string;
                /** @description Whether the event should be sticky in the calendar view or not */
                sticky?: boolean | (0 | 1) | string;
                /** @description Whether the event should be featured on the site or not */
                featured?: boolean | (0 | 1) | string;
                /** @description The event category ID or name */
                categories?: string | number | (number | string)[];
                /** @description The event tag ID or name */
                tags?: string | number | (number | string)[];
                /** @description The event venue IDs or data */
                venue?: number | string | {
                    [key: string]: unknown;
                };
                /** @description The event organizer IDs or data */
                organizer?: number | string | (number | string | {
                    [key: string]: unknown;
                })[];
            };
            header?: never;
            path: {
                /** @description the event post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event password */
                    password?: string;
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                };
                "application/json": {
                    /** @description The event password */
                    password?: string;
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update events */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.delete": {
        parameters: {
            query?: {
                /** @description The event password */
                password?: string;
            };
            header?: never;
            path: {
                /** @description the event post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes an event and returns its data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description The event post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current user cannot delete the event with the specified ID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The event with the specified ID has been deleted already. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.patch": {
        parameters: {
            query?: {
                /** @description The event password */
                password?: string;
                /** @description The event author ID */
                author?: number;
                /** @description The event publication date */
                date?: string | number;
                /** @description The event publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The event title */
                title?: string;
                /** @description The event description */
                description?: string;
                /** @description The event slug */
                slug?: string;
                /** @description The event excerpt */
                excerpt?: string;
                /** @description The event post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The event time zone */
                timezone?: string;
                /** @description Whether the event lasts the whole day or not */
                all_day?: boolean | (0 | 1) | string;
                /** @description The event start date and time */
                start_date?: string | number;
                /** @description The event end date and time */
                end_date?: string | number;
                /** @description The event featured image ID or URL */
                image?: string;
                /** @description The event cost */
                cost?: string | number | (string | number)[];
                /** @description The event website URL */
                website?: string;
                /** @description Whether the event should show a map or not */
                show_map?: boolean | (0 | 1) | string;
                /** @description Whether the event should show a map link or not */
                show_map_link?: boolean | (0 | 1) | string;
                /** @description Whether events should be hidden in the calendar view or not */
                hide_from_listings?: boolean | (0 | 1) | string;
                /** @description Whether the event should be sticky in the calendar view or not */
                sticky?: boolean | (0 | 1) | string;
                /** @description Whether the event should be featured on the site or not */
                featured?: boolean | (0 | 1) | string;
                /** @description The event category ID or name */
                categories?: string | number | (number | string)[];
                /** @description The event tag ID or name */
                tags?: string | number | (number | string)[];
                /** @description The event venue IDs or data */
                venue?: number | string | {
                    [key: string]: unknown;
                };
                /** @description The event organizer IDs or data */
                organizer?: number | string | (number | string | {
                    [key: string]: unknown;
                })[];
            };
            header?: never;
            path: {
                /** @description the event post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event password */
                    password?: string;
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                };
                "application/json": {
                    /** @description The event password */
                    password?: string;
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update events */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.by_slug.read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the event post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns the data of the event with the specified post ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description The event post ID is missing or is not an event. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The event with the specified ID is not accessible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.by_slug.put": {
        parameters: {
            query?: {
                /** @description The event author ID */
                author?: number;
                /** @description The event publication date */
                date?: string | number;
                /** @description The event publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The event title */
                title?: string;
                /** @description The event description */
                description?: string;
                /** @description The event slug */
                slug?: string;
                /** @description The event excerpt */
                excerpt?: string;
                /** @description The event post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The event time zone */
                timezone?: string;
                /** @description Whether the event lasts the whole day or not */
                all_day?: boolean | (0 | 1) | string;
                /** @description The event start date and time */
                start_date?: string | number;
                /** @description The event end date and time */
                end_date?: string | number;
                /** @description The event featured image ID or URL */
                image?: string;
                /** @description The event cost */
                cost?: string | number | (string | number)[];
                /** @description The event website URL */
                website?: string;
                /** @description Whether the event should show a map or not */
                show_map?: boolean | (0 | 1) | string;
                /** @description Whether the event should show a map link or not */
                show_map_link?: boolean | (0 | 1) | string;
                /** @description Whether events should be hidden in the calendar view or not */
                hide_from_listings?: boolean | (0 | 1) | string;
                /** @description Whether the event should be sticky in the calendar view or not */
                sticky?: boolean | (0 | 1) | string;
                /** @description Whether the event should be featured on the site or not */
                featured?: boolean | (0 | 1) | string;
                /** @description The event category ID or name */
                categories?: string | number | (number | string)[];
                /** @description The event tag ID or name */
                tags?: string | number | (number | string)[];
                /** @description The event venue IDs or data */
                venue?: number | string | {
                    [key: string]: unknown;
                };
                /** @description The event organizer IDs or data */
                organizer?: number | string | (number | string | {
                    [key: string]: unknown;
                })[];
            };
            header?: never;
            path: {
                /** @description The slug of the events in the path */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                };
                "application/json": {
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update events */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.by_slug.update": {
        parameters: {
            query?: {
                /** @description The event author ID */
                author?: number;
                /** @description The event publication date */
                date?: string | number;
                /** @description The event publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The event title */
                title?: string;
                /** @description The event description */
                description?: string;
                /** @description The event slug */
                slug?: string;
                /** @description The event excerpt */
                excerpt?: string;
                /** @description The event post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The event time zone */
                timezone?: string;
                /** @description Whether the event lasts the whole day or not */
                all_day?: boolean | (0 | 1) | string;
                /** @description The event start date and time */
                start_date?: string | number;
                /** @description The event end date and time */
                end_date?: string | number;
                /** @description The event featured image ID or URL */
                image?: string;
                /** @description The event cost */
                cost?: string | number | (string | number)[];
                /** @description The event website URL */
                website?: string;
                /** @description Whether the event should show a map or not */
                show_map?: boolean | (0 | 1) | string;
                /** @description Whether the event should show a map link or not */
                show_map_link?: boolean | (0 | 1) | string;
                /** @description Whether events should be hidden in the calendar view or not */
                hide_from_listings?: boolean | (0 | 1) | string;
                /** @description Whether the event should be sticky in the calendar view or not */
                sticky?: boolean | (0 | 1) | string;
                /** @description Whether the event should be featured on the site or not */
                featured?: boolean | (0 | 1) | string;
                /** @description The event category ID or name */
                categories?: string | number | (number | string)[];
                /** @description The event tag ID or name */
                tags?: string | number | (number | string)[];
                /** @description The event venue IDs or data */
                venue?: number | string | {
                    [key: string]: unknown;
                };
                /** @description The event organizer IDs or data */
                organizer?: number | string | (number | string | {
                    [key: string]: unknown;
                })[];
            };
            header?: never;
            path: {
                /** @description The slug of the events in the path */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                };
                "application/json": {
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update events */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.by_slug.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the event post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes an event and returns its data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description The event post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current user cannot delete the event with the specified ID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The event with the specified ID has been deleted already. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.events.by_slug.patch": {
        parameters: {
            query?: {
                /** @description The event author ID */
                author?: number;
                /** @description The event publication date */
                date?: string | number;
                /** @description The event publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The event title */
                title?: string;
                /** @description The event description */
                description?: string;
                /** @description The event slug */
                slug?: string;
                /** @description The event excerpt */
                excerpt?: string;
                /** @description The event post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The event time zone */
                timezone?: string;
                /** @description Whether the event lasts the whole day or not */
                all_day?: boolean | (0 | 1) | string;
                /** @description The event start date and time */
                start_date?: string | number;
                /** @description The event end date and time */
                end_date?: string | number;
                /** @description The event featured image ID or URL */
                image?: string;
                /** @description The event cost */
                cost?: string | number | (string | number)[];
                /** @description The event website URL */
                website?: string;
                /** @description Whether the event should show a map or not */
                show_map?: boolean | (0 | 1) | string;
                /** @description Whether the event should show a map link or not */
                show_map_link?: boolean | (0 | 1) | string;
                /** @description Whether events should be hidden in the calendar view or not */
                hide_from_listings?: boolean | (0 | 1) | string;
                /** @description Whether the event should be sticky in the calendar view or not */
                sticky?: boolean | (0 | 1) | string;
                /** @description Whether the event should be featured on the site or not */
                featured?: boolean | (0 | 1) | string;
                /** @description The event category ID or name */
                categories?: string | number | (number | string)[];
                /** @description The event tag ID or name */
                tags?: string | number | (number | string)[];
                /** @description The event venue IDs or data */
                venue?: number | string | {
                    [key: string]: unknown;
                };
                /** @description The event organizer IDs or data */
                organizer?: number | string | (number | string | {
                    [key: string]: unknown;
                })[];
            };
            header?: never;
            path: {
                /** @description The slug of the events in the path */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                };
                "application/json": {
                    /** @description The event author ID */
                    author?: number;
                    /** @description The event publication date */
                    date?: string | number;
                    /** @description The event publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The event title */
                    title?: string;
                    /** @description The event description */
                    description?: string;
                    /** @description The event slug */
                    slug?: string;
                    /** @description The event excerpt */
                    excerpt?: string;
                    /**
                     * @description The event post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The event time zone */
                    timezone?: string;
                    /**
                     * @description Whether the event lasts the whole day or not
                     * @default false
                     */
                    all_day?: boolean | (0 | 1) | string;
                    /** @description The event start date and time */
                    start_date?: string | number;
                    /** @description The event end date and time */
                    end_date?: string | number;
                    /** @description The event featured image ID or URL */
                    image?: string;
                    /** @description The event cost */
                    cost?: string | number | (string | number)[];
                    /** @description The event website URL */
                    website?: string;
                    /** @description Whether the event should show a map or not */
                    show_map?: boolean | (0 | 1) | string;
                    /** @description Whether the event should show a map link or not */
                    show_map_link?: boolean | (0 | 1) | string;
                    /** @description Whether events should be hidden in the calendar view or not */
                    hide_from_listings?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be sticky in the calendar view or not */
                    sticky?: boolean | (0 | 1) | string;
                    /** @description Whether the event should be featured on the site or not */
                    featured?: boolean | (0 | 1) | string;
                    /** @description The event category ID or name */
                    categories?: string | number | (number | string)[];
                    /** @description The event tag ID or name */
                    tags?: string | number | (number | string)[];
                    /** @description The event venue IDs or data */
                    venue?: number | string | {
                        [key: string]: unknown;
                    };
                    /** @description The event organizer IDs or data */
                    organizer?: number | string | (number | string | {
                        [key: string]: unknown;
                    })[];
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update events */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An event with the specified ID does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.list": {
        parameters: {
            query?: {
                /** @description The archive page to return */
                page?: number;
                /** @description The number of venues to return on each page */
                per_page?: number;
                /** @description Venues should contain the specified string in the title, description or custom fields */
                search?: string;
                /** @description Venues should be related to this event */
                event?: number;
                /** @description Venues should have events associated to them */
                has_events?: boolean | (0 | 1) | string;
                /** @description Venues should have upcoming events associated to them */
                only_with_upcoming?: boolean | (0 | 1) | string;
                /** @description The venue post status */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns all the venues matching the search criteria */
            200: {
                headers: {
                    /** @description How many items match */
                    "X-TEC-Total"?: number;
                    /** @description How many pages there are (0 when nothing matches) */
                    "X-TEC-TotalPages"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueList"];
                };
            };
            /** @description One or more of the specified query variables has a bad format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The requested page was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.create": {
        parameters: {
            query?: {
                /** @description The venue author ID */
                author?: number;
                /** @description The venue publication date */
                date?: string | number;
                /** @description The venue publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The venue name */
                venue?: string;
                /** @description The venue description */
                description?: string;
                /** @description The venue post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description Whether events linked to the venue should show a map or not */
                show_map?: string;
                /** @description Whether events linked to the venue should show a map link or not */
                show_map_link?: string;
                /** @description The venue address */
                address?: string;
                /** @description The venue city */
                city?: string;
                /** @description The venue country */
                country?: string;
                /** @description The venue province */
                province?: string;
                /** @description The venue state */
                state?: string;
                /** @description The venue ZIP code */
                zip?: string;
                /** @description The venue phone number */
                phone?: string;
                /** @description The venue state and province */
                stateprovince?: string;
                /** @description The venue website URL */
                website?: string;
                /** @description The venue featured image ID or URL */
                image?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Returns the data of the created venue */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to create venues */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the venue post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns the data of the venue with the specified post ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description The venue post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The venue with the specified ID is not accessible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.put": {
        parameters: {
            query?: {
                /** @description The venue author ID */
                author?: number;
                /** @description The venue publication date */
                date?: string | number;
                /** @description The venue publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The venue name */
                venue?: string;
                /** @description The venue description */
                description?: string;
                /** @description The venue post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description Whether events linked to the venue should show a map or not */
                show_map?: string;
                /** @description Whether events linked to the venue should show a map link or not */
                show_map_link?: string;
                /** @description The venue address */
                address?: string;
                /** @description The venue city */
                city?: string;
                /** @description The venue country */
                country?: string;
                /** @description The venue province */
                province?: string;
                /** @description The venue state */
                state?: string;
                /** @description The venue ZIP code */
                zip?: string;
                /** @description The venue phone number */
                phone?: string;
                /** @description The venue state and province */
                stateprovince?: string;
                /** @description The venue website URL */
                website?: string;
                /** @description The venue featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the venue post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update venues */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.update": {
        parameters: {
            query?: {
                /** @description The venue author ID */
                author?: number;
                /** @description The venue publication date */
                date?: string | number;
                /** @description The venue publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The venue name */
                venue?: string;
                /** @description The venue description */
                description?: string;
                /** @description The venue post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description Whether events linked to the venue should show a map or not */
                show_map?: string;
                /** @description Whether events linked to the venue should show a map link or not */
                show_map_link?: string;
                /** @description The venue address */
                address?: string;
                /** @description The venue city */
                city?: string;
                /** @description The venue country */
                country?: string;
                /** @description The venue province */
                province?: string;
                /** @description The venue state */
                state?: string;
                /** @description The venue ZIP code */
                zip?: string;
                /** @description The venue phone number */
                phone?: string;
                /** @description The venue state and province */
                stateprovince?: string;
                /** @description The venue website URL */
                website?: string;
                /** @description The venue featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the venue post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update venues */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the venue post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a venue and returns its data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description The venue post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current user cannot delete the venue with the specified ID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The venue with the specified ID has been deleted already. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.patch": {
        parameters: {
            query?: {
                /** @description The venue author ID */
                author?: number;
                /** @description The venue publication date */
                date?: string | number;
                /** @description The venue publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The venue name */
                venue?: string;
                /** @description The venue description */
                description?: string;
                /** @description The venue post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description Whether events linked to the venue should show a map or not */
                show_map?: string;
                /** @description Whether events linked to the venue should show a map link or not */
                show_map_link?: string;
                /** @description The venue address */
                address?: string;
                /** @description The venue city */
                city?: string;
                /** @description The venue country */
                country?: string;
                /** @description The venue province */
                province?: string;
                /** @description The venue state */
                state?: string;
                /** @description The venue ZIP code */
                zip?: string;
                /** @description The venue phone number */
                phone?: string;
                /** @description The venue state and province */
                stateprovince?: string;
                /** @description The venue website URL */
                website?: string;
                /** @description The venue featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the venue post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update venues */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.by_slug.read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the venue post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns the data of the venue with the specified post ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description The venue post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The venue with the specified ID is not accessible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.by_slug.put": {
        parameters: {
            query?: {
                /** @description The venue author ID */
                author?: number;
                /** @description The venue publication date */
                date?: string | number;
                /** @description The venue publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The venue name */
                venue?: string;
                /** @description The venue description */
                description?: string;
                /** @description The venue post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description Whether events linked to the venue should show a map or not */
                show_map?: string;
                /** @description Whether events linked to the venue should show a map link or not */
                show_map_link?: string;
                /** @description The venue address */
                address?: string;
                /** @description The venue city */
                city?: string;
                /** @description The venue country */
                country?: string;
                /** @description The venue province */
                province?: string;
                /** @description The venue state */
                state?: string;
                /** @description The venue ZIP code */
                zip?: string;
                /** @description The venue phone number */
                phone?: string;
                /** @description The venue state and province */
                stateprovince?: string;
                /** @description The venue website URL */
                website?: string;
                /** @description The venue featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the venue post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update venues */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.by_slug.update": {
        parameters: {
            query?: {
                /** @description The venue author ID */
                author?: number;
                /** @description The venue publication date */
                date?: string | number;
                /** @description The venue publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The venue name */
                venue?: string;
                /** @description The venue description */
                description?: string;
                /** @description The venue post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description Whether events linked to the venue should show a map or not */
                show_map?: string;
                /** @description Whether events linked to the venue should show a map link or not */
                show_map_link?: string;
                /** @description The venue address */
                address?: string;
                /** @description The venue city */
                city?: string;
                /** @description The venue country */
                country?: string;
                /** @description The venue province */
                province?: string;
                /** @description The venue state */
                state?: string;
                /** @description The venue ZIP code */
                zip?: string;
                /** @description The venue phone number */
                phone?: string;
                /** @description The venue state and province */
                stateprovince?: string;
                /** @description The venue website URL */
                website?: string;
                /** @description The venue featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the venue post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update venues */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.by_slug.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the venue post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a venue and returns its data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description The venue post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current user cannot delete the venue with the specified ID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The venue with the specified ID has been deleted already. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.venues.by_slug.patch": {
        parameters: {
            query?: {
                /** @description The venue author ID */
                author?: number;
                /** @description The venue publication date */
                date?: string | number;
                /** @description The venue publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The venue name */
                venue?: string;
                /** @description The venue description */
                description?: string;
                /** @description The venue post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description Whether events linked to the venue should show a map or not */
                show_map?: string;
                /** @description Whether events linked to the venue should show a map link or not */
                show_map_link?: string;
                /** @description The venue address */
                address?: string;
                /** @description The venue city */
                city?: string;
                /** @description The venue country */
                country?: string;
                /** @description The venue province */
                province?: string;
                /** @description The venue state */
                state?: string;
                /** @description The venue ZIP code */
                zip?: string;
                /** @description The venue phone number */
                phone?: string;
                /** @description The venue state and province */
                stateprovince?: string;
                /** @description The venue website URL */
                website?: string;
                /** @description The venue featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the venue post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The venue author ID */
                    author?: number;
                    /** @description The venue publication date */
                    date?: string | number;
                    /** @description The venue publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The venue name */
                    venue?: string;
                    /** @description The venue description */
                    description?: string;
                    /**
                     * @description The venue post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description Whether events linked to the venue should show a map or not */
                    show_map?: string;
                    /** @description Whether events linked to the venue should show a map link or not */
                    show_map_link?: string;
                    /** @description The venue address */
                    address?: string;
                    /** @description The venue city */
                    city?: string;
                    /** @description The venue country */
                    country?: string;
                    /** @description The venue province */
                    province?: string;
                    /** @description The venue state */
                    state?: string;
                    /** @description The venue ZIP code */
                    zip?: string;
                    /** @description The venue phone number */
                    phone?: string;
                    /** @description The venue state and province */
                    stateprovince?: string;
                    /** @description The venue website URL */
                    website?: string;
                    /** @description The venue featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update venues */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.list": {
        parameters: {
            query?: {
                /** @description The archive page to return */
                page?: number;
                /** @description The number of organizers to return on each page */
                per_page?: number;
                /** @description Organizers should contain the specified string in the title, description or custom fields */
                search?: string;
                /** @description Organizers should be related to this event */
                event?: number;
                /** @description Organizers should have events associated to them */
                has_events?: boolean | (0 | 1) | string;
                /** @description Organizers should have upcoming events associated to them */
                only_with_upcoming?: boolean | (0 | 1) | string;
                /** @description The organizer post status */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns all the organizers matching the search criteria */
            200: {
                headers: {
                    /** @description How many items match */
                    "X-TEC-Total"?: number;
                    /** @description How many pages there are (0 when nothing matches) */
                    "X-TEC-TotalPages"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizerList"];
                };
            };
            /** @description One or more of the specified query variables has a bad format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The requested page was not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.create": {
        parameters: {
            query?: {
                /** @description The organizer author ID */
                author?: number;
                /** @description The organizer publication date */
                date?: string | number;
                /** @description The organizer publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The organizer name */
                organizer?: string;
                /** @description The organizer description */
                description?: string;
                /** @description The organizer post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The organizer phone number */
                phone?: string;
                /** @description The organizer website */
                website?: string;
                /** @description The organizer e-mail address */
                email?: string;
                /** @description The organizer featured image ID or URL */
                image?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Returns the data of the created organizer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to create organizers */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the organizer post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns the data of the organizer with the specified post ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description The organizer post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The organizer with the specified ID is not accessible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.put": {
        parameters: {
            query?: {
                /** @description The organizer author ID */
                author?: number;
                /** @description The organizer publication date */
                date?: string | number;
                /** @description The organizer publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The organizer name */
                organizer?: string;
                /** @description The organizer description */
                description?: string;
                /** @description The organizer post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The organizer phone number */
                phone?: string;
                /** @description The organizer website */
                website?: string;
                /** @description The organizer e-mail address */
                email?: string;
                /** @description The organizer featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the organizer post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated organizer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update organizers */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.update": {
        parameters: {
            query?: {
                /** @description The organizer author ID */
                author?: number;
                /** @description The organizer publication date */
                date?: string | number;
                /** @description The organizer publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The organizer name */
                organizer?: string;
                /** @description The organizer description */
                description?: string;
                /** @description The organizer post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The organizer phone number */
                phone?: string;
                /** @description The organizer website */
                website?: string;
                /** @description The organizer e-mail address */
                email?: string;
                /** @description The organizer featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the organizer post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated organizer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update organizers */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the organizer post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a organizer and returns its data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description The organizer post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current user cannot delete the organizer with the specified ID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The organizer with the specified ID has been deleted already. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.patch": {
        parameters: {
            query?: {
                /** @description The organizer author ID */
                author?: number;
                /** @description The organizer publication date */
                date?: string | number;
                /** @description The organizer publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The organizer name */
                organizer?: string;
                /** @description The organizer description */
                description?: string;
                /** @description The organizer post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The organizer phone number */
                phone?: string;
                /** @description The organizer website */
                website?: string;
                /** @description The organizer e-mail address */
                email?: string;
                /** @description The organizer featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the organizer post ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated organizer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update organizers */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.by_slug.read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the organizer post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns the data of the organizer with the specified post ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description The organizer post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The organizer with the specified ID is not accessible. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.by_slug.put": {
        parameters: {
            query?: {
                /** @description The organizer author ID */
                author?: number;
                /** @description The organizer publication date */
                date?: string | number;
                /** @description The organizer publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The organizer name */
                organizer?: string;
                /** @description The organizer description */
                description?: string;
                /** @description The organizer post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The organizer phone number */
                phone?: string;
                /** @description The organizer website */
                website?: string;
                /** @description The organizer e-mail address */
                email?: string;
                /** @description The organizer featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the organizer post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated organizer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update organizers */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.by_slug.update": {
        parameters: {
            query?: {
                /** @description The organizer author ID */
                author?: number;
                /** @description The organizer publication date */
                date?: string | number;
                /** @description The organizer publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The organizer name */
                organizer?: string;
                /** @description The organizer description */
                description?: string;
                /** @description The organizer post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The organizer phone number */
                phone?: string;
                /** @description The organizer website */
                website?: string;
                /** @description The organizer e-mail address */
                email?: string;
                /** @description The organizer featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the organizer post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated organizer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update organizers */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.by_slug.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the organizer post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes a organizer and returns its data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description The organizer post ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current user cannot delete the organizer with the specified ID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The organizer with the specified ID has been deleted already. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.organizers.by_slug.patch": {
        parameters: {
            query?: {
                /** @description The organizer author ID */
                author?: number;
                /** @description The organizer publication date */
                date?: string | number;
                /** @description The organizer publication date (UTC time zone) */
                date_utc?: string | number;
                /** @description The organizer name */
                organizer?: string;
                /** @description The organizer description */
                description?: string;
                /** @description The organizer post status */
                status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                /** @description The organizer phone number */
                phone?: string;
                /** @description The organizer website */
                website?: string;
                /** @description The organizer e-mail address */
                email?: string;
                /** @description The organizer featured image ID or URL */
                image?: string;
            };
            header?: never;
            path: {
                /** @description the organizer post name */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                };
                "application/json": {
                    /** @description The organizer author ID */
                    author?: number;
                    /** @description The organizer publication date */
                    date?: string | number;
                    /** @description The organizer publication date (UTC time zone) */
                    date_utc?: string | number;
                    /** @description The organizer name */
                    organizer?: string;
                    /** @description The organizer description */
                    description?: string;
                    /**
                     * @description The organizer post status
                     * @enum {string}
                     */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed";
                    /** @description The organizer phone number */
                    phone?: string;
                    /** @description The organizer website */
                    website?: string;
                    /** @description The organizer e-mail address */
                    email?: string;
                    /** @description The organizer featured image ID or URL */
                    image?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated organizer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update organizers */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.categories.list": {
        parameters: {
            query?: {
                /** @description The archive page to return */
                page?: number;
                /** @description The number of event categories to return on each page */
                per_page?: number;
                /** @description Limit results to those matching a string */
                search?: string;
                /** @description Ensure result set exclude specific IDs */
                exclude?: number[];
                /** @description Limit result set to specific IDs */
                include?: number[];
                /** @description Order sort attribute ascending or descending */
                order?: string;
                /** @description Sort collection by term attribute */
                orderby?: string;
                /** @description Whether to hide terms not assigned to any posts */
                hide_empty?: boolean | (0 | 1) | string;
                /** @description Limit result set to terms assigned to a specific parent */
                parent?: number;
                /** @description Limit result set to terms assigned to a specific post */
                post?: number;
                /** @description Limit result set to terms assigned to a specific event (an alias of the "post" parameter) */
                event?: number;
                /** @description Limit result set to terms with a specific slug */
                slug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns all the event categories matching the search criteria */
            200: {
                headers: {
                    /** @description How many items match */
                    "X-TEC-Total"?: number;
                    /** @description How many pages there are (0 when nothing matches) */
                    "X-TEC-TotalPages"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            /** @description One or more of the specified query variables has a bad format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.categories.create": {
        parameters: {
            query?: {
                /** @description The event category name */
                name?: string;
                /** @description The event category description */
                description?: string;
                /** @description The event category slug */
                slug?: string;
                /** @description The event category parent term ID */
                parent?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event category name */
                    name: string;
                    /** @description The event category description */
                    description?: string;
                    /** @description The event category slug */
                    slug?: string;
                    /** @description The event category parent term ID */
                    parent?: number;
                };
                "application/json": {
                    /** @description The event category name */
                    name: string;
                    /** @description The event category description */
                    description?: string;
                    /** @description The event category slug */
                    slug?: string;
                    /** @description The event category parent term ID */
                    parent?: number;
                };
            };
        };
        responses: {
            /** @description Returns the data of the created event category */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description A required parameter is missing, an input parameter is in the wrong format or the term exists */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to create event categories */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.categories.read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the event category term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns the data of the event category with the specified term ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description The event category term ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.categories.put": {
        parameters: {
            query?: {
                /** @description The event category name */
                name?: string;
                /** @description The event category description */
                description?: string;
                /** @description The event category slug */
                slug?: string;
                /** @description The event category parent term ID */
                parent?: number;
            };
            header?: never;
            path: {
                /** @description the event category term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event category name */
                    name?: string;
                    /** @description The event category description */
                    description?: string;
                    /** @description The event category slug */
                    slug?: string;
                    /** @description The event category parent term ID */
                    parent?: number;
                };
                "application/json": {
                    /** @description The event category name */
                    name?: string;
                    /** @description The event category description */
                    description?: string;
                    /** @description The event category slug */
                    slug?: string;
                    /** @description The event category parent term ID */
                    parent?: number;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update event categories */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.categories.update": {
        parameters: {
            query?: {
                /** @description The event category name */
                name?: string;
                /** @description The event category description */
                description?: string;
                /** @description The event category slug */
                slug?: string;
                /** @description The event category parent term ID */
                parent?: number;
            };
            header?: never;
            path: {
                /** @description the event category term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event category name */
                    name?: string;
                    /** @description The event category description */
                    description?: string;
                    /** @description The event category slug */
                    slug?: string;
                    /** @description The event category parent term ID */
                    parent?: number;
                };
                "application/json": {
                    /** @description The event category name */
                    name?: string;
                    /** @description The event category description */
                    description?: string;
                    /** @description The event category slug */
                    slug?: string;
                    /** @description The event category parent term ID */
                    parent?: number;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update event categories */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.categories.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the event category term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes an event category and returns its data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description The event category term ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current user cannot delete the event category with the specified term ID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.categories.patch": {
        parameters: {
            query?: {
                /** @description The event category name */
                name?: string;
                /** @description The event category description */
                description?: string;
                /** @description The event category slug */
                slug?: string;
                /** @description The event category parent term ID */
                parent?: number;
            };
            header?: never;
            path: {
                /** @description the event category term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event category name */
                    name?: string;
                    /** @description The event category description */
                    description?: string;
                    /** @description The event category slug */
                    slug?: string;
                    /** @description The event category parent term ID */
                    parent?: number;
                };
                "application/json": {
                    /** @description The event category name */
                    name?: string;
                    /** @description The event category description */
                    description?: string;
                    /** @description The event category slug */
                    slug?: string;
                    /** @description The event category parent term ID */
                    parent?: number;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update event categories */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.tags.list": {
        parameters: {
            query?: {
                /** @description The archive page to return */
                page?: number;
                /** @description The number of event tags to return on each page */
                per_page?: number;
                /** @description Limit results to those matching a string */
                search?: string;
                /** @description Ensure result set exclude specific IDs */
                exclude?: number[];
                /** @description Limit result set to specific IDs */
                include?: number[];
                /** @description Order sort attribute ascending or descending */
                order?: string;
                /** @description Sort collection by term attribute */
                orderby?: string;
                /** @description Whether to hide terms not assigned to any posts */
                hide_empty?: boolean | (0 | 1) | string;
                /** @description Limit result set to terms assigned to a specific post */
                post?: number;
                /** @description Limit result set to terms assigned to a specific event (an alias of the "post" parameter) */
                event?: number;
                /** @description Limit result set to terms with a specific slug */
                slug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns all the event tags matching the search criteria */
            200: {
                headers: {
                    /** @description How many items match */
                    "X-TEC-Total"?: number;
                    /** @description How many pages there are (0 when nothing matches) */
                    "X-TEC-TotalPages"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            /** @description One or more of the specified query variables has a bad format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.tags.create": {
        parameters: {
            query?: {
                /** @description The event tag name */
                name?: string;
                /** @description The event tag description */
                description?: string;
                /** @description The event tag slug */
                slug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event tag name */
                    name: string;
                    /** @description The event tag description */
                    description?: string;
                    /** @description The event tag slug */
                    slug?: string;
                };
                "application/json": {
                    /** @description The event tag name */
                    name: string;
                    /** @description The event tag description */
                    description?: string;
                    /** @description The event tag slug */
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description Returns the data of the created event tag */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description A required parameter is missing, an input parameter is in the wrong format or the term exists */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to create event tags */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.tags.read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the event tag term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Returns the data of the event tag with the specified term ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description The event tag term ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.tags.put": {
        parameters: {
            query?: {
                /** @description The event tag name */
                name?: string;
                /** @description The event tag description */
                description?: string;
                /** @description The event tag slug */
                slug?: string;
            };
            header?: never;
            path: {
                /** @description the event tag term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event tag name */
                    name?: string;
                    /** @description The event tag description */
                    description?: string;
                    /** @description The event tag slug */
                    slug?: string;
                };
                "application/json": {
                    /** @description The event tag name */
                    name?: string;
                    /** @description The event tag description */
                    description?: string;
                    /** @description The event tag slug */
                    slug?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event tag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update event tags */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.tags.update": {
        parameters: {
            query?: {
                /** @description The event tag name */
                name?: string;
                /** @description The event tag description */
                description?: string;
                /** @description The event tag slug */
                slug?: string;
            };
            header?: never;
            path: {
                /** @description the event tag term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event tag name */
                    name?: string;
                    /** @description The event tag description */
                    description?: string;
                    /** @description The event tag slug */
                    slug?: string;
                };
                "application/json": {
                    /** @description The event tag name */
                    name?: string;
                    /** @description The event tag description */
                    description?: string;
                    /** @description The event tag slug */
                    slug?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event tag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update event tags */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.tags.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the event tag term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deletes an event tag and returns its data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description The event tag term ID is missing or does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current user cannot delete the event tag with the specified term ID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "calendar.tags.patch": {
        parameters: {
            query?: {
                /** @description The event tag name */
                name?: string;
                /** @description The event tag description */
                description?: string;
                /** @description The event tag slug */
                slug?: string;
            };
            header?: never;
            path: {
                /** @description the event tag term ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The event tag name */
                    name?: string;
                    /** @description The event tag description */
                    description?: string;
                    /** @description The event tag slug */
                    slug?: string;
                };
                "application/json": {
                    /** @description The event tag name */
                    name?: string;
                    /** @description The event tag description */
                    description?: string;
                    /** @description The event tag slug */
                    slug?: string;
                } | unknown[] | string | number | (boolean | null);
            };
        };
        responses: {
            /** @description Returns the data of the updated event tag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermItem"];
                };
            };
            /** @description A required parameter is missing or an input parameter is in the wrong format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is not authorized to update event tags */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No route matches: a path parameter is not of its form (rest_no_route) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB) */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write could not be made now; try again */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
