/**
 * The identity API's paths, made by openapi-typescript from standin/openapi/identity.json: written by
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
        /** @description The address of each collection, by its path under the API root. */
        get: operations["root_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/swagger.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description This document. */
        get: operations["swagger_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Event Read-Only Viewset */
        get: operations["audit_events_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/events/{event_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Audit Event. */
                event_uuid: string;
            };
            cookie?: never;
        };
        /** @description Event Read-Only Viewset */
        get: operations["audit_events_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/core/applications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Application Viewset */
        get: operations["core_applications_list"];
        put?: never;
        /** @description Application Viewset */
        post: operations["core_applications_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/core/applications/{pbm_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Application. */
                pbm_uuid: string;
            };
            cookie?: never;
        };
        /** @description Application Viewset */
        get: operations["core_applications_read"];
        /** @description Application Viewset */
        put: operations["core_applications_update"];
        post?: never;
        /** @description Application Viewset */
        delete: operations["core_applications_delete"];
        options?: never;
        head?: never;
        /** @description Application Viewset */
        patch: operations["core_applications_partial_update"];
        trace?: never;
    };
    "/core/groups/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Group Viewset */
        get: operations["core_groups_list"];
        put?: never;
        /** @description Group Viewset */
        post: operations["core_groups_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/core/groups/{group_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this group. */
                group_uuid: string;
            };
            cookie?: never;
        };
        /** @description Group Viewset */
        get: operations["core_groups_read"];
        /** @description Group Viewset */
        put: operations["core_groups_update"];
        post?: never;
        /** @description Group Viewset */
        delete: operations["core_groups_delete"];
        options?: never;
        head?: never;
        /** @description Group Viewset */
        patch: operations["core_groups_partial_update"];
        trace?: never;
    };
    "/core/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description User Viewset */
        get: operations["core_users_list"];
        put?: never;
        /** @description User Viewset */
        post: operations["core_users_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/core/users/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this User. */
                id: number;
            };
            cookie?: never;
        };
        /** @description User Viewset */
        get: operations["core_users_read"];
        /** @description User Viewset */
        put: operations["core_users_update"];
        post?: never;
        /** @description User Viewset */
        delete: operations["core_users_delete"];
        options?: never;
        head?: never;
        /** @description User Viewset */
        patch: operations["core_users_partial_update"];
        trace?: never;
    };
    "/crypto/certificatekeypairs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description CertificateKeyPair Viewset */
        get: operations["crypto_certificatekeypairs_list"];
        put?: never;
        /** @description CertificateKeyPair Viewset */
        post: operations["crypto_certificatekeypairs_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crypto/certificatekeypairs/{kp_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Certificate-Key Pair. */
                kp_uuid: string;
            };
            cookie?: never;
        };
        /** @description CertificateKeyPair Viewset */
        get: operations["crypto_certificatekeypairs_read"];
        /** @description CertificateKeyPair Viewset */
        put: operations["crypto_certificatekeypairs_update"];
        post?: never;
        /** @description CertificateKeyPair Viewset */
        delete: operations["crypto_certificatekeypairs_delete"];
        options?: never;
        head?: never;
        /** @description CertificateKeyPair Viewset */
        patch: operations["crypto_certificatekeypairs_partial_update"];
        trace?: never;
    };
    "/flows/bindings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description FlowStageBinding Viewset */
        get: operations["flows_bindings_list"];
        put?: never;
        /** @description FlowStageBinding Viewset */
        post: operations["flows_bindings_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flows/bindings/{fsb_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow Stage Binding. */
                fsb_uuid: string;
            };
            cookie?: never;
        };
        /** @description FlowStageBinding Viewset */
        get: operations["flows_bindings_read"];
        /** @description FlowStageBinding Viewset */
        put: operations["flows_bindings_update"];
        post?: never;
        /** @description FlowStageBinding Viewset */
        delete: operations["flows_bindings_delete"];
        options?: never;
        head?: never;
        /** @description FlowStageBinding Viewset */
        patch: operations["flows_bindings_partial_update"];
        trace?: never;
    };
    "/flows/instances/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Flow Viewset */
        get: operations["flows_instances_list"];
        put?: never;
        /** @description Flow Viewset */
        post: operations["flows_instances_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flows/instances/{flow_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow. */
                flow_uuid: string;
            };
            cookie?: never;
        };
        /** @description Flow Viewset */
        get: operations["flows_instances_read"];
        /** @description Flow Viewset */
        put: operations["flows_instances_update"];
        post?: never;
        /** @description Flow Viewset */
        delete: operations["flows_instances_delete"];
        options?: never;
        head?: never;
        /** @description Flow Viewset */
        patch: operations["flows_instances_partial_update"];
        trace?: never;
    };
    "/outposts/outposts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Outpost Viewset */
        get: operations["outposts_outposts_list"];
        put?: never;
        /** @description Outpost Viewset */
        post: operations["outposts_outposts_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outposts/outposts/{uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this outpost. */
                uuid: string;
            };
            cookie?: never;
        };
        /** @description Outpost Viewset */
        get: operations["outposts_outposts_read"];
        /** @description Outpost Viewset */
        put: operations["outposts_outposts_update"];
        post?: never;
        /** @description Outpost Viewset */
        delete: operations["outposts_outposts_delete"];
        options?: never;
        head?: never;
        /** @description Outpost Viewset */
        patch: operations["outposts_outposts_partial_update"];
        trace?: never;
    };
    "/outposts/proxy/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ProxyProvider Viewset */
        get: operations["outposts_proxy_list"];
        put?: never;
        /** @description ProxyProvider Viewset */
        post: operations["outposts_proxy_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outposts/proxy/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        /** @description ProxyProvider Viewset */
        get: operations["outposts_proxy_read"];
        /** @description ProxyProvider Viewset */
        put: operations["outposts_proxy_update"];
        post?: never;
        /** @description ProxyProvider Viewset */
        delete: operations["outposts_proxy_delete"];
        options?: never;
        head?: never;
        /** @description ProxyProvider Viewset */
        patch: operations["outposts_proxy_partial_update"];
        trace?: never;
    };
    "/policies/all/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Policy Viewset */
        get: operations["policies_all_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/all/{policy_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        /** @description Policy Viewset */
        get: operations["policies_all_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/bindings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description PolicyBinding Viewset */
        get: operations["policies_bindings_list"];
        put?: never;
        /** @description PolicyBinding Viewset */
        post: operations["policies_bindings_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/bindings/{policy_binding_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Policy Binding. */
                policy_binding_uuid: string;
            };
            cookie?: never;
        };
        /** @description PolicyBinding Viewset */
        get: operations["policies_bindings_read"];
        /** @description PolicyBinding Viewset */
        put: operations["policies_bindings_update"];
        post?: never;
        /** @description PolicyBinding Viewset */
        delete: operations["policies_bindings_delete"];
        options?: never;
        head?: never;
        /** @description PolicyBinding Viewset */
        patch: operations["policies_bindings_partial_update"];
        trace?: never;
    };
    "/policies/dummy/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Dummy Viewset */
        get: operations["policies_dummy_list"];
        put?: never;
        /** @description Dummy Viewset */
        post: operations["policies_dummy_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/dummy/{policy_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Dummy Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        /** @description Dummy Viewset */
        get: operations["policies_dummy_read"];
        /** @description Dummy Viewset */
        put: operations["policies_dummy_update"];
        post?: never;
        /** @description Dummy Viewset */
        delete: operations["policies_dummy_delete"];
        options?: never;
        head?: never;
        /** @description Dummy Viewset */
        patch: operations["policies_dummy_partial_update"];
        trace?: never;
    };
    "/policies/expression/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Source Viewset */
        get: operations["policies_expression_list"];
        put?: never;
        /** @description Source Viewset */
        post: operations["policies_expression_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/expression/{policy_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Expression Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        /** @description Source Viewset */
        get: operations["policies_expression_read"];
        /** @description Source Viewset */
        put: operations["policies_expression_update"];
        post?: never;
        /** @description Source Viewset */
        delete: operations["policies_expression_delete"];
        options?: never;
        head?: never;
        /** @description Source Viewset */
        patch: operations["policies_expression_partial_update"];
        trace?: never;
    };
    "/policies/group_membership/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Group Membership Policy Viewset */
        get: operations["policies_group_membership_list"];
        put?: never;
        /** @description Group Membership Policy Viewset */
        post: operations["policies_group_membership_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/group_membership/{policy_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Group Membership Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        /** @description Group Membership Policy Viewset */
        get: operations["policies_group_membership_read"];
        /** @description Group Membership Policy Viewset */
        put: operations["policies_group_membership_update"];
        post?: never;
        /** @description Group Membership Policy Viewset */
        delete: operations["policies_group_membership_delete"];
        options?: never;
        head?: never;
        /** @description Group Membership Policy Viewset */
        patch: operations["policies_group_membership_partial_update"];
        trace?: never;
    };
    "/policies/breachedpassword/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Source Viewset */
        get: operations["policies_breachedpassword_list"];
        put?: never;
        /** @description Source Viewset */
        post: operations["policies_breachedpassword_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/breachedpassword/{policy_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Breached Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        /** @description Source Viewset */
        get: operations["policies_breachedpassword_read"];
        /** @description Source Viewset */
        put: operations["policies_breachedpassword_update"];
        post?: never;
        /** @description Source Viewset */
        delete: operations["policies_breachedpassword_delete"];
        options?: never;
        head?: never;
        /** @description Source Viewset */
        patch: operations["policies_breachedpassword_partial_update"];
        trace?: never;
    };
    "/policies/password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Password Policy Viewset */
        get: operations["policies_password_list"];
        put?: never;
        /** @description Password Policy Viewset */
        post: operations["policies_password_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/password/{policy_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        /** @description Password Policy Viewset */
        get: operations["policies_password_read"];
        /** @description Password Policy Viewset */
        put: operations["policies_password_update"];
        post?: never;
        /** @description Password Policy Viewset */
        delete: operations["policies_password_delete"];
        options?: never;
        head?: never;
        /** @description Password Policy Viewset */
        patch: operations["policies_password_partial_update"];
        trace?: never;
    };
    "/policies/password_expiry/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Password Expiry Viewset */
        get: operations["policies_password_expiry_list"];
        put?: never;
        /** @description Password Expiry Viewset */
        post: operations["policies_password_expiry_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/password_expiry/{policy_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Expiry Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        /** @description Password Expiry Viewset */
        get: operations["policies_password_expiry_read"];
        /** @description Password Expiry Viewset */
        put: operations["policies_password_expiry_update"];
        post?: never;
        /** @description Password Expiry Viewset */
        delete: operations["policies_password_expiry_delete"];
        options?: never;
        head?: never;
        /** @description Password Expiry Viewset */
        patch: operations["policies_password_expiry_partial_update"];
        trace?: never;
    };
    "/policies/reputation/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Source Viewset */
        get: operations["policies_reputation_list"];
        put?: never;
        /** @description Source Viewset */
        post: operations["policies_reputation_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policies/reputation/{policy_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Reputation Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        /** @description Source Viewset */
        get: operations["policies_reputation_read"];
        /** @description Source Viewset */
        put: operations["policies_reputation_update"];
        post?: never;
        /** @description Source Viewset */
        delete: operations["policies_reputation_delete"];
        options?: never;
        head?: never;
        /** @description Source Viewset */
        patch: operations["policies_reputation_partial_update"];
        trace?: never;
    };
    "/propertymappings/all/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description PropertyMapping Viewset */
        get: operations["propertymappings_all_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/propertymappings/all/{pm_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        /** @description PropertyMapping Viewset */
        get: operations["propertymappings_all_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/propertymappings/ldap/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description LDAP PropertyMapping Viewset */
        get: operations["propertymappings_ldap_list"];
        put?: never;
        /** @description LDAP PropertyMapping Viewset */
        post: operations["propertymappings_ldap_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/propertymappings/ldap/{pm_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this LDAP Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        /** @description LDAP PropertyMapping Viewset */
        get: operations["propertymappings_ldap_read"];
        /** @description LDAP PropertyMapping Viewset */
        put: operations["propertymappings_ldap_update"];
        post?: never;
        /** @description LDAP PropertyMapping Viewset */
        delete: operations["propertymappings_ldap_delete"];
        options?: never;
        head?: never;
        /** @description LDAP PropertyMapping Viewset */
        patch: operations["propertymappings_ldap_partial_update"];
        trace?: never;
    };
    "/propertymappings/saml/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description SAMLPropertyMapping Viewset */
        get: operations["propertymappings_saml_list"];
        put?: never;
        /** @description SAMLPropertyMapping Viewset */
        post: operations["propertymappings_saml_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/propertymappings/saml/{pm_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this SAML Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        /** @description SAMLPropertyMapping Viewset */
        get: operations["propertymappings_saml_read"];
        /** @description SAMLPropertyMapping Viewset */
        put: operations["propertymappings_saml_update"];
        post?: never;
        /** @description SAMLPropertyMapping Viewset */
        delete: operations["propertymappings_saml_delete"];
        options?: never;
        head?: never;
        /** @description SAMLPropertyMapping Viewset */
        patch: operations["propertymappings_saml_partial_update"];
        trace?: never;
    };
    "/propertymappings/scope/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ScopeMapping Viewset */
        get: operations["propertymappings_scope_list"];
        put?: never;
        /** @description ScopeMapping Viewset */
        post: operations["propertymappings_scope_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/propertymappings/scope/{pm_uuid}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Scope Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        /** @description ScopeMapping Viewset */
        get: operations["propertymappings_scope_read"];
        /** @description ScopeMapping Viewset */
        put: operations["propertymappings_scope_update"];
        post?: never;
        /** @description ScopeMapping Viewset */
        delete: operations["propertymappings_scope_delete"];
        options?: never;
        head?: never;
        /** @description ScopeMapping Viewset */
        patch: operations["propertymappings_scope_partial_update"];
        trace?: never;
    };
    "/providers/all/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Provider Viewset */
        get: operations["providers_all_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/all/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this provider. */
                id: number;
            };
            cookie?: never;
        };
        /** @description Provider Viewset */
        get: operations["providers_all_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/oauth2/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description OAuth2Provider Viewset */
        get: operations["providers_oauth2_list"];
        put?: never;
        /** @description OAuth2Provider Viewset */
        post: operations["providers_oauth2_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/oauth2/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this OAuth2/OpenID Provider. */
                id: number;
            };
            cookie?: never;
        };
        /** @description OAuth2Provider Viewset */
        get: operations["providers_oauth2_read"];
        /** @description OAuth2Provider Viewset */
        put: operations["providers_oauth2_update"];
        post?: never;
        /** @description OAuth2Provider Viewset */
        delete: operations["providers_oauth2_delete"];
        options?: never;
        head?: never;
        /** @description OAuth2Provider Viewset */
        patch: operations["providers_oauth2_partial_update"];
        trace?: never;
    };
    "/providers/proxy/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description ProxyProvider Viewset */
        get: operations["providers_proxy_list"];
        put?: never;
        /** @description ProxyProvider Viewset */
        post: operations["providers_proxy_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/proxy/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        /** @description ProxyProvider Viewset */
        get: operations["providers_proxy_read"];
        /** @description ProxyProvider Viewset */
        put: operations["providers_proxy_update"];
        post?: never;
        /** @description ProxyProvider Viewset */
        delete: operations["providers_proxy_delete"];
        options?: never;
        head?: never;
        /** @description ProxyProvider Viewset */
        patch: operations["providers_proxy_partial_update"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Event: {
            /**
             * Event uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** User */
            user?: {
                /** Pk */
                pk?: number | null;
                /** Username */
                username?: string;
                /** Email */
                email?: string;
            };
            /**
             * Action
             * @enum {string}
             */
            action: "login" | "login_failed" | "logout" | "sign_up" | "authorize_application" | "suspicious_request" | "password_set" | "invitation_created" | "invitation_used" | "source_linked" | "impersonation_started" | "impersonation_ended" | "model_created" | "model_updated" | "model_deleted" | "custom_";
            /**
             * Date
             * Format: date-time
             */
            readonly date?: string;
            /** App */
            app: string;
            /** Context */
            context?: {
                [key: string]: unknown;
            };
            /** Client ip */
            client_ip?: string | null;
            /**
             * Created
             * Format: date-time
             */
            readonly created?: string;
        };
        Application: {
            /**
             * Pbm uuid
             * Format: uuid
             */
            readonly pk?: string;
            /**
             * Name
             * @description Application's display Name.
             */
            name: string;
            /**
             * Slug
             * Format: slug
             * @description Internal application name, used in URLs.
             */
            slug: string;
            /** Provider */
            provider?: number | null;
            /** Meta launch url */
            meta_launch_url?: string;
            /** Meta icon url */
            meta_icon_url?: string;
            /** Meta description */
            meta_description?: string;
            /** Meta publisher */
            meta_publisher?: string;
            readonly policies?: string[];
        };
        Group: {
            /**
             * Group uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name: string;
            /**
             * Is superuser
             * @description Users added to this group will be superusers.
             */
            is_superuser?: boolean;
            /**
             * Parent
             * Format: uuid
             */
            parent: string | null;
            users: number[];
            /** Attributes */
            attributes?: unknown;
        };
        User: {
            /** ID */
            readonly pk?: number;
            /**
             * Username
             * @description Required. 150 characters or fewer. Letters, digits and @/./+/-/_ only.
             */
            username: string;
            /**
             * Name
             * @description User's display name.
             */
            name: string;
            /** Is superuser */
            readonly is_superuser?: boolean;
            /** Email address */
            email?: string;
        };
        CertificateKeyPair: {
            /**
             * Kp uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name: string;
            /**
             * Certificate data
             * @description PEM-encoded Certificate data
             */
            certificate_data: string;
            /**
             * Key data
             * @description Optional Private Key. If this is set, you can use this keypair for encryption.
             */
            key_data?: string;
        };
        FlowStageBinding: {
            /**
             * Fsb uuid
             * Format: uuid
             */
            readonly pk?: string;
            /**
             * Target
             * Format: uuid
             */
            target: string;
            /**
             * Stage
             * Format: uuid
             */
            stage: string;
            /**
             * Re evaluate policies
             * @description When this option is enabled, the planner will re-evaluate policies bound to this binding.
             */
            re_evaluate_policies?: boolean;
            /** Order */
            order: number;
            readonly policies?: string[];
        };
        Flow: {
            /**
             * Flow uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name: string;
            /**
             * Slug
             * Format: slug
             */
            slug: string;
            /** Title */
            title: string;
            /**
             * Designation
             * @enum {string}
             */
            designation: "authentication" | "authorization" | "invalidation" | "enrollment" | "unenrollment" | "recovery" | "stage_configuration";
            readonly stages?: string[];
            readonly policies?: string[];
        };
        Outpost: {
            /**
             * Uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name: string;
            providers: number[];
            /** config */
            _config: unknown;
        };
        /**
         * Oidc configuration
         * @description Embed OpenID Connect provider information
         */
        OpenIDConnectConfiguration: {
            /** Issuer */
            issuer: string;
            /** Authorization endpoint */
            authorization_endpoint: string;
            /** Token endpoint */
            token_endpoint: string;
            /** Userinfo endpoint */
            userinfo_endpoint: string;
            /** End session endpoint */
            end_session_endpoint: string;
            /** Introspection endpoint */
            introspection_endpoint: string;
            /** Jwks uri */
            jwks_uri: string;
            response_types_supported: string[];
            id_token_signing_alg_values_supported: string[];
            subject_types_supported: string[];
            token_endpoint_auth_methods_supported: string[];
        };
        ProxyOutpostConfig: {
            /** ID */
            readonly pk?: number;
            /** Name */
            name: string;
            /** Internal host */
            internal_host: string;
            /** External host */
            external_host: string;
            /**
             * Internal host SSL Validation
             * @description Validate SSL Certificates of upstream servers
             */
            internal_host_ssl_validation?: boolean;
            /** Client ID */
            client_id?: string;
            /** Client Secret */
            client_secret?: string;
            oidc_configuration?: components["schemas"]["OpenIDConnectConfiguration"];
            /** Cookie secret */
            cookie_secret?: string;
            /**
             * Certificate
             * Format: uuid
             */
            certificate?: string | null;
            /**
             * Skip path regex
             * @description Regular expressions for which authentication is not required. Each new line is interpreted as a new Regular Expression.
             */
            skip_path_regex?: string;
            /**
             * Set HTTP-Basic Authentication
             * @description Set a custom HTTP-Basic Authentication header based on values from passbook.
             */
            basic_auth_enabled?: boolean;
            /**
             * HTTP-Basic Password
             * @description User Attribute used for the password part of the HTTP-Basic Header.
             */
            basic_auth_password_attribute?: string;
            /**
             * HTTP-Basic Username
             * @description User Attribute used for the user part of the HTTP-Basic Header. If not set, the user's Email address is used.
             */
            basic_auth_user_attribute?: string;
            /**
             * Authorization flow
             * Format: uuid
             * @description Flow used when authorizing this provider. Write-only: required on create, never returned.
             */
            authorization_flow?: string;
        };
        Policy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /** type */
            readonly __type__?: string;
        };
        PolicyBinding: {
            /**
             * Policy binding uuid
             * Format: uuid
             */
            readonly pk?: string;
            /**
             * Policy
             * Format: uuid
             */
            policy: string;
            /**
             * Target
             * Format: uuid
             */
            target: string;
            /** Enabled */
            enabled?: boolean;
            /** Order */
            order: number;
            /**
             * Timeout
             * @description Timeout after which Policy execution is terminated.
             */
            timeout?: number;
        };
        DummyPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /** Result */
            result?: boolean;
            /** Wait min */
            wait_min?: number;
            /** Wait max */
            wait_max?: number;
        };
        ExpressionPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /** Expression */
            expression: string;
        };
        GroupMembershipPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /**
             * Group
             * Format: uuid
             */
            group?: string | null;
        };
        BreachedPasswordPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /**
             * Password field
             * @description Field key to check, field keys defined in Prompt stages are available.
             */
            password_field?: string;
            /** Allowed count */
            allowed_count?: number;
        };
        PasswordPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /**
             * Password field
             * @description Field key to check, field keys defined in Prompt stages are available.
             */
            password_field?: string;
            /** Amount uppercase */
            amount_uppercase?: number;
            /** Amount lowercase */
            amount_lowercase?: number;
            /** Amount symbols */
            amount_symbols?: number;
            /** Length min */
            length_min?: number;
            /** Symbol charset */
            symbol_charset?: string;
            /** Error message */
            error_message: string;
        };
        PasswordExpiryPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /** Days */
            days: number;
            /** Deny only */
            deny_only?: boolean;
        };
        ReputationPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /** Check ip */
            check_ip?: boolean;
            /** Check username */
            check_username?: boolean;
            /** Threshold */
            threshold?: number;
        };
        PropertyMapping: {
            /**
             * Pm uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name: string;
            /** Expression */
            expression: string;
            /** type */
            readonly __type__?: string;
        };
        LDAPPropertyMapping: {
            /**
             * Pm uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name: string;
            /** Expression */
            expression: string;
            /** Object field */
            object_field: string;
        };
        SAMLPropertyMapping: {
            /**
             * Pm uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name: string;
            /** SAML Name */
            saml_name: string;
            /** Friendly name */
            friendly_name?: string | null;
            /** Expression */
            expression: string;
        };
        ScopeMapping: {
            /**
             * Pm uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name: string;
            /**
             * Scope name
             * @description Scope used by the client
             */
            scope_name: string;
            /**
             * Description
             * @description Description shown to the user when consenting. If left empty, the user won't be informed.
             */
            description?: string;
            /** Expression */
            expression: string;
        };
        Provider: {
            /** ID */
            readonly pk?: number;
            /**
             * Authorization flow
             * Format: uuid
             * @description Flow used when authorizing this provider.
             */
            authorization_flow: string;
            property_mappings?: string[];
            /** type */
            readonly __type__?: string;
        };
        OAuth2Provider: {
            /** ID */
            readonly pk?: number;
            /** Name */
            name: string;
            /**
             * Authorization flow
             * Format: uuid
             * @description Flow used when authorizing this provider.
             */
            authorization_flow: string;
            /**
             * Client Type
             * @description Confidential clients are capable of maintaining the confidentiality
             *         of their credentials. Public clients are incapable.
             * @enum {string}
             */
            client_type?: "confidential" | "public";
            /** Client ID */
            client_id?: string;
            /** Client Secret */
            client_secret?: string;
            /**
             * Response type
             * @description Response Type required by the client.
             * @enum {string}
             */
            response_type?: "code" | "code#adfs" | "id_token" | "id_token token" | "code token" | "code id_token" | "code id_token token";
            /**
             * JWT Algorithm
             * @description Algorithm used to sign the JWT Token
             * @enum {string}
             */
            jwt_alg?: "HS256" | "RS256";
            /**
             * RSA Key
             * Format: uuid
             * @description Key used to sign the tokens. Only required when JWT Algorithm is set to RS256.
             */
            rsa_key?: string | null;
            /**
             * Redirect URIs
             * @description Enter each URI on a new line.
             */
            redirect_uris?: string;
            /**
             * Sub mode
             * @description Configure what data should be used as unique User Identifier. For most cases, the default should be fine.
             * @enum {string}
             */
            sub_mode?: "hashed_user_id" | "user_username" | "user_email" | "user_upn";
            property_mappings?: string[];
        };
        ProxyProvider: {
            /** ID */
            readonly pk?: number;
            /** Name */
            name: string;
            /** Internal host */
            internal_host: string;
            /** External host */
            external_host: string;
            /**
             * Internal host SSL Validation
             * @description Validate SSL Certificates of upstream servers
             */
            internal_host_ssl_validation?: boolean;
            /**
             * Certificate
             * Format: uuid
             */
            certificate?: string | null;
            /**
             * Skip path regex
             * @description Regular expressions for which authentication is not required. Each new line is interpreted as a new Regular Expression.
             */
            skip_path_regex?: string;
            /**
             * Set HTTP-Basic Authentication
             * @description Set a custom HTTP-Basic Authentication header based on values from passbook.
             */
            basic_auth_enabled?: boolean;
            /**
             * HTTP-Basic Password
             * @description User Attribute used for the password part of the HTTP-Basic Header.
             */
            basic_auth_password_attribute?: string;
            /**
             * HTTP-Basic Username
             * @description User Attribute used for the user part of the HTTP-Basic Header. If not set, the user's Email address is used.
             */
            basic_auth_user_attribute?: string;
            /**
             * Authorization flow
             * Format: uuid
             * @description Flow used when authorizing this provider. Write-only: required on create, never returned.
             */
            authorization_flow?: string;
        };
        ErrorDetail: {
            /** Detail */
            detail: string;
        };
        /** @description The errors of each field (or non_field_errors), as DRF renders a ValidationError; or, for a body DRF cannot parse (ParseError), `detail` alone. */
        ValidationError: {
            /** Detail */
            detail?: string;
        } & {
            [key: string]: string[];
        };
        PatchedApplication: {
            /**
             * Pbm uuid
             * Format: uuid
             */
            readonly pk?: string;
            /**
             * Name
             * @description Application's display Name.
             */
            name?: string;
            /**
             * Slug
             * Format: slug
             * @description Internal application name, used in URLs.
             */
            slug?: string;
            /** Provider */
            provider?: number | null;
            /** Meta launch url */
            meta_launch_url?: string;
            /** Meta icon url */
            meta_icon_url?: string;
            /** Meta description */
            meta_description?: string;
            /** Meta publisher */
            meta_publisher?: string;
            readonly policies?: string[];
        };
        PatchedGroup: {
            /**
             * Group uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string;
            /**
             * Is superuser
             * @description Users added to this group will be superusers.
             */
            is_superuser?: boolean;
            /**
             * Parent
             * Format: uuid
             */
            parent?: string | null;
            users?: number[];
            /** Attributes */
            attributes?: unknown;
        };
        PatchedUser: {
            /** ID */
            readonly pk?: number;
            /**
             * Username
             * @description Required. 150 characters or fewer. Letters, digits and @/./+/-/_ only.
             */
            username?: string;
            /**
             * Name
             * @description User's display name.
             */
            name?: string;
            /** Is superuser */
            readonly is_superuser?: boolean;
            /** Email address */
            email?: string;
        };
        PatchedCertificateKeyPair: {
            /**
             * Kp uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string;
            /**
             * Certificate data
             * @description PEM-encoded Certificate data
             */
            certificate_data?: string;
            /**
             * Key data
             * @description Optional Private Key. If this is set, you can use this keypair for encryption.
             */
            key_data?: string;
        };
        PatchedFlowStageBinding: {
            /**
             * Fsb uuid
             * Format: uuid
             */
            readonly pk?: string;
            /**
             * Target
             * Format: uuid
             */
            target?: string;
            /**
             * Stage
             * Format: uuid
             */
            stage?: string;
            /**
             * Re evaluate policies
             * @description When this option is enabled, the planner will re-evaluate policies bound to this binding.
             */
            re_evaluate_policies?: boolean;
            /** Order */
            order?: number;
            readonly policies?: string[];
        };
        PatchedFlow: {
            /**
             * Flow uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string;
            /**
             * Slug
             * Format: slug
             */
            slug?: string;
            /** Title */
            title?: string;
            /**
             * Designation
             * @enum {string}
             */
            designation?: "authentication" | "authorization" | "invalidation" | "enrollment" | "unenrollment" | "recovery" | "stage_configuration";
            readonly stages?: string[];
            readonly policies?: string[];
        };
        PatchedOutpost: {
            /**
             * Uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string;
            providers?: number[];
            /** config */
            _config?: unknown;
        };
        PatchedProxyOutpostConfig: {
            /** ID */
            readonly pk?: number;
            /** Name */
            name?: string;
            /** Internal host */
            internal_host?: string;
            /** External host */
            external_host?: string;
            /**
             * Internal host SSL Validation
             * @description Validate SSL Certificates of upstream servers
             */
            internal_host_ssl_validation?: boolean;
            /** Client ID */
            client_id?: string;
            /** Client Secret */
            client_secret?: string;
            oidc_configuration?: components["schemas"]["OpenIDConnectConfiguration"];
            /** Cookie secret */
            cookie_secret?: string;
            /**
             * Certificate
             * Format: uuid
             */
            certificate?: string | null;
            /**
             * Skip path regex
             * @description Regular expressions for which authentication is not required. Each new line is interpreted as a new Regular Expression.
             */
            skip_path_regex?: string;
            /**
             * Set HTTP-Basic Authentication
             * @description Set a custom HTTP-Basic Authentication header based on values from passbook.
             */
            basic_auth_enabled?: boolean;
            /**
             * HTTP-Basic Password
             * @description User Attribute used for the password part of the HTTP-Basic Header.
             */
            basic_auth_password_attribute?: string;
            /**
             * HTTP-Basic Username
             * @description User Attribute used for the user part of the HTTP-Basic Header. If not set, the user's Email address is used.
             */
            basic_auth_user_attribute?: string;
            /**
             * Authorization flow
             * Format: uuid
             * @description Flow used when authorizing this provider. Write-only: required on create, never returned.
             */
            authorization_flow?: string;
        };
        PatchedPolicyBinding: {
            /**
             * Policy binding uuid
             * Format: uuid
             */
            readonly pk?: string;
            /**
             * Policy
             * Format: uuid
             */
            policy?: string;
            /**
             * Target
             * Format: uuid
             */
            target?: string;
            /** Enabled */
            enabled?: boolean;
            /** Order */
            order?: number;
            /**
             * Timeout
             * @description Timeout after which Policy execution is terminated.
             */
            timeout?: number;
        };
        PatchedDummyPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /** Result */
            result?: boolean;
            /** Wait min */
            wait_min?: number;
            /** Wait max */
            wait_max?: number;
        };
        PatchedExpressionPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /** Expression */
            expression?: string;
        };
        PatchedGroupMembershipPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /**
             * Group
             * Format: uuid
             */
            group?: string | null;
        };
        PatchedBreachedPasswordPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /**
             * Password field
             * @description Field key to check, field keys defined in Prompt stages are available.
             */
            password_field?: string;
            /** Allowed count */
            allowed_count?: number;
        };
        PatchedPasswordPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /**
             * Password field
             * @description Field key to check, field keys defined in Prompt stages are available.
             */
            password_field?: string;
            /** Amount uppercase */
            amount_uppercase?: number;
            /** Amount lowercase */
            amount_lowercase?: number;
            /** Amount symbols */
            amount_symbols?: number;
            /** Length min */
            length_min?: number;
            /** Symbol charset */
            symbol_charset?: string;
            /** Error message */
            error_message?: string;
        };
        PatchedPasswordExpiryPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /** Days */
            days?: number;
            /** Deny only */
            deny_only?: boolean;
        };
        PatchedReputationPolicy: {
            /**
             * Policy uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string | null;
            /** Check ip */
            check_ip?: boolean;
            /** Check username */
            check_username?: boolean;
            /** Threshold */
            threshold?: number;
        };
        PatchedLDAPPropertyMapping: {
            /**
             * Pm uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string;
            /** Expression */
            expression?: string;
            /** Object field */
            object_field?: string;
        };
        PatchedSAMLPropertyMapping: {
            /**
             * Pm uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string;
            /** SAML Name */
            saml_name?: string;
            /** Friendly name */
            friendly_name?: string | null;
            /** Expression */
            expression?: string;
        };
        PatchedScopeMapping: {
            /**
             * Pm uuid
             * Format: uuid
             */
            readonly pk?: string;
            /** Name */
            name?: string;
            /**
             * Scope name
             * @description Scope used by the client
             */
            scope_name?: string;
            /**
             * Description
             * @description Description shown to the user when consenting. If left empty, the user won't be informed.
             */
            description?: string;
            /** Expression */
            expression?: string;
        };
        PatchedOAuth2Provider: {
            /** ID */
            readonly pk?: number;
            /** Name */
            name?: string;
            /**
             * Authorization flow
             * Format: uuid
             * @description Flow used when authorizing this provider.
             */
            authorization_flow?: string;
            /**
             * Client Type
             * @description Confidential clients are capable of maintaining the confidentiality
             *         of their credentials. Public clients are incapable.
             * @enum {string}
             */
            client_type?: "confidential" | "public";
            /** Client ID */
            client_id?: string;
            /** Client Secret */
            client_secret?: string;
            /**
             * Response type
             * @description Response Type required by the client.
             * @enum {string}
             */
            response_type?: "code" | "code#adfs" | "id_token" | "id_token token" | "code token" | "code id_token" | "code id_token token";
            /**
             * JWT Algorithm
             * @description Algorithm used to sign the JWT Token
             * @enum {string}
             */
            jwt_alg?: "HS256" | "RS256";
            /**
             * RSA Key
             * Format: uuid
             * @description Key used to sign the tokens. Only required when JWT Algorithm is set to RS256.
             */
            rsa_key?: string | null;
            /**
             * Redirect URIs
             * @description Enter each URI on a new line.
             */
            redirect_uris?: string;
            /**
             * Sub mode
             * @description Configure what data should be used as unique User Identifier. For most cases, the default should be fine.
             * @enum {string}
             */
            sub_mode?: "hashed_user_id" | "user_username" | "user_email" | "user_upn";
            property_mappings?: string[];
        };
        PatchedProxyProvider: {
            /** ID */
            readonly pk?: number;
            /** Name */
            name?: string;
            /** Internal host */
            internal_host?: string;
            /** External host */
            external_host?: string;
            /**
             * Internal host SSL Validation
             * @description Validate SSL Certificates of upstream servers
             */
            internal_host_ssl_validation?: boolean;
            /**
             * Certificate
             * Format: uuid
             */
            certificate?: string | null;
            /**
             * Skip path regex
             * @description Regular expressions for which authentication is not required. Each new line is interpreted as a new Regular Expression.
             */
            skip_path_regex?: string;
            /**
             * Set HTTP-Basic Authentication
             * @description Set a custom HTTP-Basic Authentication header based on values from passbook.
             */
            basic_auth_enabled?: boolean;
            /**
             * HTTP-Basic Password
             * @description User Attribute used for the password part of the HTTP-Basic Header.
             */
            basic_auth_password_attribute?: string;
            /**
             * HTTP-Basic Username
             * @description User Attribute used for the user part of the HTTP-Basic Header. If not set, the user's Email address is used.
             */
            basic_auth_user_attribute?: string;
            /**
             * Authorization flow
             * Format: uuid
             * @description Flow used when authorizing this provider. Write-only: required on create, never returned.
             */
            authorization_flow?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: {
        CertificateKeyPair: {
            content: {
                "application/json": components["schemas"]["CertificateKeyPair"];
                "application/x-www-form-urlencoded": components["schemas"]["CertificateKeyPair"];
                "multipart/form-data": components["schemas"]["CertificateKeyPair"];
            };
        };
        PolicyBinding: {
            content: {
                "application/json": components["schemas"]["PolicyBinding"];
                "application/x-www-form-urlencoded": components["schemas"]["PolicyBinding"];
                "multipart/form-data": components["schemas"]["PolicyBinding"];
            };
        };
        Application: {
            content: {
                "application/json": components["schemas"]["Application"];
                "application/x-www-form-urlencoded": components["schemas"]["Application"];
                "multipart/form-data": components["schemas"]["Application"];
            };
        };
        LDAPPropertyMapping: {
            content: {
                "application/json": components["schemas"]["LDAPPropertyMapping"];
                "application/x-www-form-urlencoded": components["schemas"]["LDAPPropertyMapping"];
                "multipart/form-data": components["schemas"]["LDAPPropertyMapping"];
            };
        };
        PasswordExpiryPolicy: {
            content: {
                "application/json": components["schemas"]["PasswordExpiryPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["PasswordExpiryPolicy"];
                "multipart/form-data": components["schemas"]["PasswordExpiryPolicy"];
            };
        };
        FlowStageBinding: {
            content: {
                "application/json": components["schemas"]["FlowStageBinding"];
                "application/x-www-form-urlencoded": components["schemas"]["FlowStageBinding"];
                "multipart/form-data": components["schemas"]["FlowStageBinding"];
            };
        };
        ReputationPolicy: {
            content: {
                "application/json": components["schemas"]["ReputationPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["ReputationPolicy"];
                "multipart/form-data": components["schemas"]["ReputationPolicy"];
            };
        };
        Group: {
            content: {
                "application/json": components["schemas"]["Group"];
                "application/x-www-form-urlencoded": components["schemas"]["Group"];
                "multipart/form-data": components["schemas"]["Group"];
            };
        };
        User: {
            content: {
                "application/json": components["schemas"]["User"];
                "application/x-www-form-urlencoded": components["schemas"]["User"];
                "multipart/form-data": components["schemas"]["User"];
            };
        };
        BreachedPasswordPolicy: {
            content: {
                "application/json": components["schemas"]["BreachedPasswordPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["BreachedPasswordPolicy"];
                "multipart/form-data": components["schemas"]["BreachedPasswordPolicy"];
            };
        };
        PasswordPolicy: {
            content: {
                "application/json": components["schemas"]["PasswordPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["PasswordPolicy"];
                "multipart/form-data": components["schemas"]["PasswordPolicy"];
            };
        };
        Flow: {
            content: {
                "application/json": components["schemas"]["Flow"];
                "application/x-www-form-urlencoded": components["schemas"]["Flow"];
                "multipart/form-data": components["schemas"]["Flow"];
            };
        };
        Outpost: {
            content: {
                "application/json": components["schemas"]["Outpost"];
                "application/x-www-form-urlencoded": components["schemas"]["Outpost"];
                "multipart/form-data": components["schemas"]["Outpost"];
            };
        };
        ProxyOutpostConfig: {
            content: {
                "application/json": components["schemas"]["ProxyOutpostConfig"];
                "application/x-www-form-urlencoded": components["schemas"]["ProxyOutpostConfig"];
                "multipart/form-data": components["schemas"]["ProxyOutpostConfig"];
            };
        };
        DummyPolicy: {
            content: {
                "application/json": components["schemas"]["DummyPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["DummyPolicy"];
                "multipart/form-data": components["schemas"]["DummyPolicy"];
            };
        };
        ExpressionPolicy: {
            content: {
                "application/json": components["schemas"]["ExpressionPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["ExpressionPolicy"];
                "multipart/form-data": components["schemas"]["ExpressionPolicy"];
            };
        };
        GroupMembershipPolicy: {
            content: {
                "application/json": components["schemas"]["GroupMembershipPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["GroupMembershipPolicy"];
                "multipart/form-data": components["schemas"]["GroupMembershipPolicy"];
            };
        };
        SAMLPropertyMapping: {
            content: {
                "application/json": components["schemas"]["SAMLPropertyMapping"];
                "application/x-www-form-urlencoded": components["schemas"]["SAMLPropertyMapping"];
                "multipart/form-data": components["schemas"]["SAMLPropertyMapping"];
            };
        };
        ScopeMapping: {
            content: {
                "application/json": components["schemas"]["ScopeMapping"];
                "application/x-www-form-urlencoded": components["schemas"]["ScopeMapping"];
                "multipart/form-data": components["schemas"]["ScopeMapping"];
            };
        };
        OAuth2Provider: {
            content: {
                "application/json": components["schemas"]["OAuth2Provider"];
                "application/x-www-form-urlencoded": components["schemas"]["OAuth2Provider"];
                "multipart/form-data": components["schemas"]["OAuth2Provider"];
            };
        };
        ProxyProvider: {
            content: {
                "application/json": components["schemas"]["ProxyProvider"];
                "application/x-www-form-urlencoded": components["schemas"]["ProxyProvider"];
                "multipart/form-data": components["schemas"]["ProxyProvider"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    root_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            /** @description The URL names a format the API does not render (`?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    swagger_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    audit_events_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["Event"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    audit_events_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Audit Event. */
                event_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_applications_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["Application"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_applications_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Application"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_applications_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Application. */
                pbm_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_applications_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Application. */
                pbm_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Application"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_applications_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Application. */
                pbm_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_applications_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Application. */
                pbm_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedApplication"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedApplication"];
                "multipart/form-data": components["schemas"]["PatchedApplication"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_groups_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["Group"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_groups_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Group"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_groups_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this group. */
                group_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_groups_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this group. */
                group_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Group"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_groups_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this group. */
                group_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_groups_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this group. */
                group_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedGroup"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedGroup"];
                "multipart/form-data": components["schemas"]["PatchedGroup"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_users_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["User"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_users_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["User"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_users_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this User. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_users_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this User. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["User"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_users_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this User. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    core_users_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this User. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedUser"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedUser"];
                "multipart/form-data": components["schemas"]["PatchedUser"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    crypto_certificatekeypairs_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["CertificateKeyPair"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    crypto_certificatekeypairs_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CertificateKeyPair"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateKeyPair"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    crypto_certificatekeypairs_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Certificate-Key Pair. */
                kp_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateKeyPair"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    crypto_certificatekeypairs_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Certificate-Key Pair. */
                kp_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CertificateKeyPair"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateKeyPair"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    crypto_certificatekeypairs_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Certificate-Key Pair. */
                kp_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    crypto_certificatekeypairs_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Certificate-Key Pair. */
                kp_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedCertificateKeyPair"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedCertificateKeyPair"];
                "multipart/form-data": components["schemas"]["PatchedCertificateKeyPair"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateKeyPair"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_bindings_list: {
        parameters: {
            query?: {
                pbm_uuid?: string;
                policies?: string;
                fsb_uuid?: string;
                target?: string;
                stage?: string;
                re_evaluate_policies?: string;
                order?: number;
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["FlowStageBinding"][];
                    };
                };
            };
            /** @description A filter value is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_bindings_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FlowStageBinding"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowStageBinding"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_bindings_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow Stage Binding. */
                fsb_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowStageBinding"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_bindings_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow Stage Binding. */
                fsb_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FlowStageBinding"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowStageBinding"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_bindings_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow Stage Binding. */
                fsb_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_bindings_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow Stage Binding. */
                fsb_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedFlowStageBinding"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedFlowStageBinding"];
                "multipart/form-data": components["schemas"]["PatchedFlowStageBinding"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowStageBinding"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_instances_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["Flow"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_instances_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Flow"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Flow"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_instances_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow. */
                flow_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Flow"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_instances_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow. */
                flow_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Flow"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Flow"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_instances_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow. */
                flow_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    flows_instances_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Flow. */
                flow_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedFlow"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedFlow"];
                "multipart/form-data": components["schemas"]["PatchedFlow"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Flow"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_outposts_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["Outpost"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_outposts_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Outpost"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outpost"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_outposts_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this outpost. */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outpost"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_outposts_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this outpost. */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Outpost"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outpost"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_outposts_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this outpost. */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_outposts_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this outpost. */
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedOutpost"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedOutpost"];
                "multipart/form-data": components["schemas"]["PatchedOutpost"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outpost"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_proxy_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["ProxyOutpostConfig"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_proxy_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProxyOutpostConfig"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProxyOutpostConfig"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_proxy_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProxyOutpostConfig"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_proxy_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProxyOutpostConfig"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProxyOutpostConfig"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_proxy_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    outposts_proxy_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedProxyOutpostConfig"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedProxyOutpostConfig"];
                "multipart/form-data": components["schemas"]["PatchedProxyOutpostConfig"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProxyOutpostConfig"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_all_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["Policy"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_all_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_bindings_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["PolicyBinding"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_bindings_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PolicyBinding"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyBinding"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_bindings_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Policy Binding. */
                policy_binding_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyBinding"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_bindings_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Policy Binding. */
                policy_binding_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PolicyBinding"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyBinding"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_bindings_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Policy Binding. */
                policy_binding_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_bindings_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Policy Binding. */
                policy_binding_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedPolicyBinding"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedPolicyBinding"];
                "multipart/form-data": components["schemas"]["PatchedPolicyBinding"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyBinding"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_dummy_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["DummyPolicy"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_dummy_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DummyPolicy"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DummyPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_dummy_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Dummy Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DummyPolicy"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_dummy_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Dummy Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DummyPolicy"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DummyPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_dummy_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Dummy Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_dummy_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Dummy Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedDummyPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedDummyPolicy"];
                "multipart/form-data": components["schemas"]["PatchedDummyPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DummyPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_expression_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["ExpressionPolicy"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_expression_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ExpressionPolicy"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpressionPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_expression_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Expression Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpressionPolicy"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_expression_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Expression Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ExpressionPolicy"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpressionPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_expression_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Expression Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_expression_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Expression Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedExpressionPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedExpressionPolicy"];
                "multipart/form-data": components["schemas"]["PatchedExpressionPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpressionPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_group_membership_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["GroupMembershipPolicy"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_group_membership_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GroupMembershipPolicy"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMembershipPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_group_membership_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Group Membership Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMembershipPolicy"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_group_membership_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Group Membership Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["GroupMembershipPolicy"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMembershipPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_group_membership_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Group Membership Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_group_membership_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Group Membership Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedGroupMembershipPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedGroupMembershipPolicy"];
                "multipart/form-data": components["schemas"]["PatchedGroupMembershipPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMembershipPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_breachedpassword_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["BreachedPasswordPolicy"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_breachedpassword_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["BreachedPasswordPolicy"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BreachedPasswordPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_breachedpassword_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Breached Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BreachedPasswordPolicy"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_breachedpassword_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Breached Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["BreachedPasswordPolicy"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BreachedPasswordPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_breachedpassword_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Breached Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_breachedpassword_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Breached Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedBreachedPasswordPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedBreachedPasswordPolicy"];
                "multipart/form-data": components["schemas"]["PatchedBreachedPasswordPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BreachedPasswordPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["PasswordPolicy"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PasswordPolicy"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordPolicy"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PasswordPolicy"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedPasswordPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedPasswordPolicy"];
                "multipart/form-data": components["schemas"]["PatchedPasswordPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_expiry_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["PasswordExpiryPolicy"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_expiry_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PasswordExpiryPolicy"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordExpiryPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_expiry_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Expiry Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordExpiryPolicy"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_expiry_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Expiry Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PasswordExpiryPolicy"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordExpiryPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_expiry_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Expiry Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_password_expiry_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Password Expiry Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedPasswordExpiryPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedPasswordExpiryPolicy"];
                "multipart/form-data": components["schemas"]["PatchedPasswordExpiryPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordExpiryPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_reputation_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["ReputationPolicy"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_reputation_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ReputationPolicy"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReputationPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_reputation_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Reputation Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReputationPolicy"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_reputation_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Reputation Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ReputationPolicy"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReputationPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_reputation_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Reputation Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    policies_reputation_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Reputation Policy. */
                policy_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedReputationPolicy"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedReputationPolicy"];
                "multipart/form-data": components["schemas"]["PatchedReputationPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReputationPolicy"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_all_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["PropertyMapping"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_all_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyMapping"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_ldap_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["LDAPPropertyMapping"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_ldap_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LDAPPropertyMapping"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LDAPPropertyMapping"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_ldap_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this LDAP Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LDAPPropertyMapping"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_ldap_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this LDAP Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["LDAPPropertyMapping"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LDAPPropertyMapping"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_ldap_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this LDAP Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_ldap_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this LDAP Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedLDAPPropertyMapping"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedLDAPPropertyMapping"];
                "multipart/form-data": components["schemas"]["PatchedLDAPPropertyMapping"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LDAPPropertyMapping"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_saml_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["SAMLPropertyMapping"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_saml_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SAMLPropertyMapping"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SAMLPropertyMapping"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_saml_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this SAML Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SAMLPropertyMapping"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_saml_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this SAML Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SAMLPropertyMapping"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SAMLPropertyMapping"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_saml_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this SAML Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_saml_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this SAML Property Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedSAMLPropertyMapping"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedSAMLPropertyMapping"];
                "multipart/form-data": components["schemas"]["PatchedSAMLPropertyMapping"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SAMLPropertyMapping"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_scope_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["ScopeMapping"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_scope_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ScopeMapping"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScopeMapping"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_scope_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Scope Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScopeMapping"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_scope_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Scope Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ScopeMapping"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScopeMapping"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_scope_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Scope Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    propertymappings_scope_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID string identifying this Scope Mapping. */
                pm_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedScopeMapping"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedScopeMapping"];
                "multipart/form-data": components["schemas"]["PatchedScopeMapping"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScopeMapping"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_all_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["Provider"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_all_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_oauth2_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["OAuth2Provider"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_oauth2_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OAuth2Provider"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2Provider"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_oauth2_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this OAuth2/OpenID Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2Provider"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_oauth2_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this OAuth2/OpenID Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OAuth2Provider"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2Provider"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_oauth2_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this OAuth2/OpenID Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_oauth2_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this OAuth2/OpenID Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedOAuth2Provider"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedOAuth2Provider"];
                "multipart/form-data": components["schemas"]["PatchedOAuth2Provider"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuth2Provider"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_proxy_list: {
        parameters: {
            query?: {
                /** @description Which field to use when ordering the results. */
                ordering?: string;
                /** @description A search term. */
                search?: string;
                /** @description Number of results to return per page. */
                limit?: number;
                /** @description The initial index from which to return the results. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** Format: uri */
                        next?: string | null;
                        /** Format: uri */
                        previous?: string | null;
                        results: components["schemas"]["ProxyProvider"][];
                    };
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_proxy_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProxyProvider"];
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProxyProvider"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The URL names a format the API does not render (`.xml`, `?format=xml`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_proxy_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProxyProvider"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_proxy_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProxyProvider"];
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProxyProvider"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_proxy_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: no body, and no Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    providers_proxy_partial_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A unique integer value identifying this Proxy Provider. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchedProxyProvider"];
                "application/x-www-form-urlencoded": components["schemas"]["PatchedProxyProvider"];
                "multipart/form-data": components["schemas"]["PatchedProxyProvider"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProxyProvider"];
                };
            };
            /** @description The request data is invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            /** @description No token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No object has this id, or the URL names a format the API does not render. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The Accept header names no type the API answers in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The path and query are longer than the server takes (8 KiB). */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body is in a type the API does not parse. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The headers are larger than the server takes (16 KiB). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The write could not be made now; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
}
