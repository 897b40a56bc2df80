-- The schema as of 2026-11-26 in one migration: tables, types, sequences, indexes, constraints and the
-- rows the product cannot start without. The SQL functions and triggers are not here: they live in
-- apps/api/src/db/functions/ and are applied around the migrations (db/routines.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE TYPE public.address_code_void_reason AS ENUM (
    'superseded',
    'attempts',
    'address-changed'
);
--> statement-breakpoint
CREATE TYPE public.agreement_kind AS ENUM (
    'partner-contract',
    'customer-terms'
);
--> statement-breakpoint
CREATE TYPE public.damage_claim_decision AS ENUM (
    'upheld',
    'rejected'
);
--> statement-breakpoint
CREATE TYPE public.damage_claim_status AS ENUM (
    'filed',
    'agreed',
    'disputed',
    'upheld',
    'rejected',
    'charged',
    'charge_failed',
    'withdrawn'
);
--> statement-breakpoint
CREATE TYPE public.event_document_type AS ENUM (
    'agenda',
    'exhibitor-list'
);
--> statement-breakpoint
CREATE TYPE public.event_size_metric AS ENUM (
    'sqm',
    'sqft'
);
--> statement-breakpoint
CREATE TYPE public.image_kind AS ENUM (
    'thumbnail',
    'banner'
);
--> statement-breakpoint
CREATE TYPE public.ledger_account AS ENUM (
    'gateway',
    'platform_fees',
    'partner_payable',
    'plan_fees'
);
--> statement-breakpoint
CREATE TYPE public.ledger_kind AS ENUM (
    'sale',
    'refund',
    'plan_fee',
    'payout',
    'damage_charge'
);
--> statement-breakpoint
CREATE TYPE public.option_list AS ENUM (
    'eventTypes',
    'jobTitles',
    'designations',
    'attendeeClasses',
    'exhibitorTypes',
    'numAttendees',
    'numExhibitors',
    'audiences',
    'eventSizes',
    'organizationTypes',
    'subEventTypes'
);
--> statement-breakpoint
CREATE TYPE public.order_status AS ENUM (
    'pending',
    'paid',
    'expired',
    'cancelled'
);
--> statement-breakpoint
CREATE TYPE public.outbox_channel AS ENUM (
    'email',
    'postal'
);
--> statement-breakpoint
CREATE TYPE public.outbox_status AS ENUM (
    'pending',
    'sent',
    'failed'
);
--> statement-breakpoint
CREATE TYPE public.partner_vetting_status AS ENUM (
    'PENDING',
    'APPROVED',
    'REJECTED',
    'SUSPENDED'
);
--> statement-breakpoint
CREATE TYPE public.payment_status AS ENUM (
    'processing',
    'succeeded',
    'declined',
    'insufficient_funds',
    'failed'
);
--> statement-breakpoint
CREATE TYPE public.payout_status AS ENUM (
    'scheduled',
    'processing',
    'paid',
    'failed'
);
--> statement-breakpoint
CREATE TYPE public.place_kind AS ENUM (
    'city',
    'venue'
);
--> statement-breakpoint
CREATE TYPE public.place_status AS ENUM (
    'approved',
    'proposed',
    'merged'
);
--> statement-breakpoint
CREATE TYPE public.promo_code_kind AS ENUM (
    'percentage',
    'fixed'
);
--> statement-breakpoint
CREATE TYPE public.refund_requester AS ENUM (
    'attendee',
    'partner',
    'admin'
);
--> statement-breakpoint
CREATE TYPE public.refund_status AS ENUM (
    'requested',
    'refunded',
    'failed'
);
--> statement-breakpoint
CREATE TYPE public.review_appeal_status AS ENUM (
    'PENDING',
    'GRANTED',
    'REFUSED'
);
--> statement-breakpoint
CREATE TYPE public.review_status AS ENUM (
    'pending',
    'published',
    'flagged',
    'removed'
);
--> statement-breakpoint
CREATE TYPE public.ticket_status AS ENUM (
    'valid',
    'cancelled'
);
--> statement-breakpoint
CREATE TYPE public.token_purpose AS ENUM (
    'email-confirmation',
    'password-reset',
    'email-change',
    'partner-email'
);
--> statement-breakpoint
CREATE TYPE public.vetting_status AS ENUM (
    'DRAFT',
    'PENDING',
    'APPROVED',
    'REJECTED'
);
--> statement-breakpoint
CREATE TABLE public.event_search (
    event_id integer NOT NULL,
    start_at timestamp with time zone NOT NULL,
    end_at timestamp with time zone NOT NULL,
    duration_id smallint NOT NULL,
    attendance_type smallint NOT NULL,
    event_type_id integer,
    event_size_id integer,
    event_size_metric public.event_size_metric NOT NULL,
    num_attendees_id integer,
    num_exhibitors_id integer,
    venue_id integer,
    city_id integer,
    ticket_currency character varying(3) NOT NULL,
    min_ticket_price_minor bigint,
    free_cancellation boolean NOT NULL,
    size_rank integer NOT NULL,
    sector_ids integer[] NOT NULL,
    sector_subtype_ids integer[] NOT NULL,
    audience_ids integer[] NOT NULL,
    attendee_job_title_ids integer[] NOT NULL,
    attendee_class_ids integer[] NOT NULL,
    attendee_country_ids integer[] NOT NULL,
    exhibitor_type_ids integer[] NOT NULL,
    exhibitor_country_ids integer[] NOT NULL,
    start_day date NOT NULL,
    end_day date NOT NULL,
    rating_half_stars smallint
)
WITH (autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_insert_scale_factor='0.02');
--> statement-breakpoint
CREATE TABLE public.event_search_sector_countries (
    sector_id integer NOT NULL,
    country_id integer NOT NULL,
    start_at timestamp with time zone NOT NULL,
    event_id integer NOT NULL,
    attendance_type smallint NOT NULL,
    ticket_currency character varying(3) NOT NULL,
    min_ticket_price_minor bigint
)
WITH (autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_insert_scale_factor='0.02');
--> statement-breakpoint
CREATE TABLE public.event_search_sectors (
    sector_id integer NOT NULL,
    event_id integer NOT NULL,
    start_at timestamp with time zone NOT NULL,
    end_at timestamp with time zone NOT NULL,
    start_day date NOT NULL,
    end_day date NOT NULL,
    duration_id smallint NOT NULL,
    attendance_type smallint NOT NULL,
    event_type_id integer,
    event_size_id integer,
    event_size_metric public.event_size_metric NOT NULL,
    num_attendees_id integer,
    num_exhibitors_id integer,
    venue_id integer,
    city_id integer,
    ticket_currency character varying(3) NOT NULL,
    min_ticket_price_minor bigint,
    free_cancellation boolean NOT NULL,
    rating_half_stars smallint,
    sector_ids integer[] NOT NULL,
    sector_subtype_ids integer[] NOT NULL,
    audience_ids integer[] NOT NULL,
    attendee_job_title_ids integer[] NOT NULL,
    attendee_class_ids integer[] NOT NULL,
    attendee_country_ids integer[] NOT NULL,
    exhibitor_type_ids integer[] NOT NULL,
    exhibitor_country_ids integer[] NOT NULL
)
WITH (autovacuum_vacuum_scale_factor='0.02', autovacuum_vacuum_insert_scale_factor='0.02');
--> statement-breakpoint
CREATE TABLE public.event_search_text (
    event_id integer NOT NULL,
    start_at timestamp with time zone NOT NULL,
    search_vector tsvector NOT NULL
);
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_text ALTER COLUMN search_vector SET STORAGE MAIN;
--> statement-breakpoint
CREATE FUNCTION public.list_grams(t text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
  SELECT string_to_array(t, NULL)
    || string_to_array(regexp_replace(t, '(..)', E'\\1\x01', 'g'), E'\x01')
    || string_to_array(regexp_replace(substr(t, 2), '(..)', E'\\1\x01', 'g'), E'\x01')
$$;
--> statement-breakpoint
CREATE TABLE public.orders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    person_id integer NOT NULL,
    event_id integer NOT NULL,
    status public.order_status DEFAULT 'pending'::public.order_status NOT NULL,
    currency character varying(3) NOT NULL,
    total_minor bigint NOT NULL,
    hold_expires_at timestamp with time zone NOT NULL,
    paid_at timestamp with time zone,
    buyer_first_name character varying(100) NOT NULL,
    buyer_surname character varying(100) NOT NULL,
    buyer_email character varying(254) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    partner_id integer,
    ticket_count integer DEFAULT 0 NOT NULL,
    promo_code_id integer,
    discount_minor bigint DEFAULT 0 NOT NULL,
    damage_consent_at timestamp with time zone,
    damage_max_minor bigint
);
--> statement-breakpoint
CREATE TABLE public.agenda_items (
    id integer NOT NULL,
    event_id integer NOT NULL,
    name character varying(200) NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    start_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.agenda_items ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.agenda_items_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.attendees (
    id integer NOT NULL,
    person_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.attendees ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.attendees_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    at timestamp with time zone NOT NULL,
    actor_person_id integer,
    actor_name character varying(201),
    actor_email character varying(254),
    action character varying(40) NOT NULL,
    entity_type character varying(20) NOT NULL,
    entity_id character varying(64) NOT NULL,
    entity_name character varying(300) NOT NULL,
    summary text NOT NULL,
    before jsonb,
    after jsonb
);
--> statement-breakpoint
ALTER TABLE public.audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.auth_tokens (
    id integer NOT NULL,
    person_id integer NOT NULL,
    purpose public.token_purpose NOT NULL,
    token_hash character varying(64) NOT NULL,
    new_email character varying(254),
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.auth_tokens ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.auth_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.bank_accounts (
    id integer NOT NULL,
    partner_id integer NOT NULL,
    account_name character varying(200) NOT NULL,
    bank_name character varying(200),
    iban character varying(40) NOT NULL,
    swift character varying(11) NOT NULL,
    country_id integer NOT NULL,
    currency character varying(3) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    is_payout boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.bank_accounts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.bank_accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.cancellation_policies (
    id integer NOT NULL,
    partner_id integer NOT NULL,
    name character varying(120) NOT NULL,
    description text,
    active boolean DEFAULT true NOT NULL,
    free_cancellation boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.cancellation_policies ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.cancellation_policies_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.cancellation_policy_periods (
    id integer NOT NULL,
    policy_id integer NOT NULL,
    percentage_refund smallint NOT NULL,
    start_days_before_event integer NOT NULL,
    end_days_before_event integer NOT NULL,
    "position" smallint DEFAULT 0 NOT NULL,
    CONSTRAINT days_order CHECK (((start_days_before_event >= end_days_before_event) AND (end_days_before_event >= 0))),
    CONSTRAINT refund_range CHECK (((percentage_refund >= 0) AND (percentage_refund <= 100)))
);
--> statement-breakpoint
ALTER TABLE public.cancellation_policy_periods ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.cancellation_policy_periods_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.countries (
    id integer NOT NULL,
    name character varying(120) NOT NULL,
    code character varying(2) NOT NULL,
    dial_code character varying(16) NOT NULL,
    flag character varying(16) NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.countries ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.countries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.damage_claim_photos (
    file_id uuid NOT NULL,
    partner_id integer NOT NULL,
    claim_id uuid,
    "position" smallint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.damage_claims (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    order_id uuid NOT NULL,
    partner_id integer NOT NULL,
    event_id integer NOT NULL,
    payment_id uuid NOT NULL,
    status public.damage_claim_status DEFAULT 'filed'::public.damage_claim_status NOT NULL,
    amount_minor bigint NOT NULL,
    currency character varying(3) NOT NULL,
    description text NOT NULL,
    filed_by_person_id integer,
    filed_by_name character varying(201) NOT NULL,
    respond_by timestamp with time zone NOT NULL,
    buyer_agreed boolean,
    buyer_comment text,
    answered_at timestamp with time zone,
    decision public.damage_claim_decision,
    decided_amount_minor bigint,
    decision_reason text,
    decided_by_person_id integer,
    decided_at timestamp with time zone,
    charge_amount_minor bigint,
    attempts integer DEFAULT 0 NOT NULL,
    failure_message text,
    next_attempt_at timestamp with time zone,
    gateway_reference character varying(120),
    charged_at timestamp with time zone,
    withdrawn_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_with character varying(20),
    CONSTRAINT damage_claims_amount_positive CHECK ((amount_minor > 0)),
    CONSTRAINT damage_claims_charge_amount CHECK (((charge_amount_minor IS NULL) OR ((charge_amount_minor > 0) AND (charge_amount_minor <= amount_minor)))),
    CONSTRAINT damage_claims_charged_whole CHECK ((((status = 'charged'::public.damage_claim_status) = (charged_at IS NOT NULL)) AND ((status <> 'charged'::public.damage_claim_status) OR (charge_amount_minor IS NOT NULL)))),
    CONSTRAINT damage_claims_paid_with CHECK (((paid_with IS NULL) OR ((paid_with)::text = ANY ((ARRAY['saved_card'::character varying, 'payment_link'::character varying])::text[]))))
);
--> statement-breakpoint
CREATE TABLE public.dev_mailbox (
    id integer NOT NULL,
    message_id character varying(200) NOT NULL,
    from_address character varying(254) NOT NULL,
    to_address character varying(254) NOT NULL,
    subject character varying(300) NOT NULL,
    html text NOT NULL,
    text text NOT NULL,
    attachments jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.dev_mailbox ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.dev_mailbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.email_digests (
    person_id integer NOT NULL,
    day date NOT NULL,
    since timestamp with time zone NOT NULL,
    until timestamp with time zone NOT NULL,
    outbox_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.email_outbox (
    id integer NOT NULL,
    to_address character varying(254) NOT NULL,
    subject character varying(300) NOT NULL,
    html text NOT NULL,
    text text NOT NULL,
    attachments jsonb DEFAULT '[]'::jsonb NOT NULL,
    template character varying(60) NOT NULL,
    status public.outbox_status DEFAULT 'pending'::public.outbox_status NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    locked_until timestamp with time zone,
    last_error text,
    sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    channel public.outbox_channel DEFAULT 'email'::public.outbox_channel NOT NULL,
    postal_address jsonb,
    person_id integer,
    sent_under character varying(30)
);
--> statement-breakpoint
ALTER TABLE public.email_outbox ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.email_outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.event_admin_counts (
    status public.vetting_status NOT NULL,
    events integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.event_admin_rows (
    event_id integer NOT NULL,
    partner_id integer NOT NULL,
    status public.vetting_status NOT NULL,
    start_at timestamp with time zone NOT NULL,
    capacity_asc integer NOT NULL,
    capacity_desc integer NOT NULL,
    tickets_sold integer DEFAULT 0 NOT NULL,
    search_text text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.event_documents (
    id integer NOT NULL,
    event_id integer NOT NULL,
    type public.event_document_type NOT NULL,
    name character varying(255) NOT NULL,
    file_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    live boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.event_documents ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_documents_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.event_images (
    id integer NOT NULL,
    event_id integer NOT NULL,
    kind public.image_kind NOT NULL,
    file_id uuid NOT NULL,
    "position" smallint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    live boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.event_images ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_images_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.event_messages (
    id integer NOT NULL,
    event_id integer NOT NULL,
    partner_id integer NOT NULL,
    sent_by integer,
    subject character varying(150) NOT NULL,
    text text NOT NULL,
    recipients integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.event_messages ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.event_review_summaries (
    event_id integer NOT NULL,
    review_count integer NOT NULL,
    average numeric(4,2) NOT NULL,
    venue numeric(4,2),
    content numeric(4,2),
    networking numeric(4,2),
    staff numeric(4,2),
    value_for_money numeric(4,2)
);
--> statement-breakpoint
CREATE TABLE public.event_sales_days (
    event_id integer NOT NULL,
    day date NOT NULL,
    currency character varying(3) NOT NULL,
    partner_id integer NOT NULL,
    orders integer DEFAULT 0 NOT NULL,
    tickets integer DEFAULT 0 NOT NULL,
    revenue_minor bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.event_sales_totals (
    event_id integer NOT NULL,
    currency character varying(3) NOT NULL,
    partner_id integer NOT NULL,
    orders integer DEFAULT 0 NOT NULL,
    tickets integer DEFAULT 0 NOT NULL,
    revenue_minor bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.event_search_days (
    day date NOT NULL,
    events integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.event_search_facet_days (
    dimension smallint NOT NULL,
    value integer NOT NULL,
    day date NOT NULL,
    events integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.event_search_hours (
    hour timestamp with time zone NOT NULL,
    events integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.event_search_terms (
    lexeme text NOT NULL,
    event_id integer NOT NULL,
    start_at timestamp with time zone NOT NULL,
    score real NOT NULL
)
WITH (autovacuum_vacuum_scale_factor='0.01', autovacuum_vacuum_insert_scale_factor='0.01');
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_terms ALTER COLUMN lexeme SET STATISTICS 1000;
--> statement-breakpoint
CREATE TABLE public.event_versions (
    id integer NOT NULL,
    event_id integer NOT NULL,
    version integer NOT NULL,
    snapshot jsonb NOT NULL,
    created_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    status public.vetting_status DEFAULT 'PENDING'::public.vetting_status NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    decided_at timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE public.event_versions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_versions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.event_vetting_updates (
    id integer NOT NULL,
    event_id integer NOT NULL,
    event_version_id integer,
    status public.vetting_status NOT NULL,
    comment text NOT NULL,
    notes text,
    admin_person_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.event_vetting_updates ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_vetting_updates_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.event_view_days (
    event_id integer NOT NULL,
    day date NOT NULL,
    partner_id integer NOT NULL,
    views integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.event_view_visitors (
    day date NOT NULL,
    event_id integer NOT NULL,
    visitor character varying(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.events (
    id integer NOT NULL,
    partner_id integer NOT NULL,
    name character varying(200) NOT NULL,
    tagline character varying(95) NOT NULL,
    description text NOT NULL,
    other_information text DEFAULT ''::text NOT NULL,
    website_url character varying(300) NOT NULL,
    event_type_id integer,
    other_event_type character varying(80),
    attendance_type smallint NOT NULL,
    start_at timestamp with time zone NOT NULL,
    end_at timestamp with time zone NOT NULL,
    duration_id smallint NOT NULL,
    venue_id integer,
    city_id integer,
    country_id integer,
    event_size_id integer,
    event_size_metric public.event_size_metric DEFAULT 'sqm'::public.event_size_metric NOT NULL,
    num_attendees_id integer,
    previous_num_attendees integer,
    min_attendees integer,
    max_attendees integer,
    num_exhibitors_id integer,
    previous_num_exhibitors integer,
    other_attendee_class character varying(80),
    sector_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    sector_subtype_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    audience_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    attendee_job_title_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    attendee_class_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    attendee_designation_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    attendee_country_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    exhibitor_type_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    exhibitor_country_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    ticket_currency character varying(3) DEFAULT 'USD'::character varying NOT NULL,
    min_ticket_price_minor bigint,
    free_cancellation boolean DEFAULT false NOT NULL,
    size_rank integer DEFAULT 0 NOT NULL,
    rating_average numeric(4,2),
    review_count integer DEFAULT 0 NOT NULL,
    thumbnail_image_id integer,
    status public.vetting_status DEFAULT 'PENDING'::public.vetting_status NOT NULL,
    published boolean DEFAULT true NOT NULL,
    current_version_id integer,
    search_vector tsvector,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    time_zone character varying(64) DEFAULT 'UTC'::character varying NOT NULL,
    partner_approved boolean DEFAULT false NOT NULL,
    cancelled_at timestamp with time zone,
    cancellation_reason character varying(500),
    rating_refresh_at timestamp with time zone,
    previous_edition_id integer,
    damage_max_minor bigint,
    damage_policy_text character varying(500),
    CONSTRAINT events_attendance_type CHECK ((attendance_type = ANY (ARRAY[1, 2, 3]))),
    CONSTRAINT events_damage_policy CHECK ((((damage_max_minor IS NULL) = (damage_policy_text IS NULL)) AND ((damage_max_minor IS NULL) OR (damage_max_minor > 0)))),
    CONSTRAINT events_dates CHECK ((end_at >= start_at))
);
--> statement-breakpoint
ALTER TABLE public.events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.favourites (
    person_id integer NOT NULL,
    event_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.files (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    storage_key character varying(300) NOT NULL,
    content_type character varying(100) NOT NULL,
    size bigint NOT NULL,
    original_name character varying(255),
    uploaded_by bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.ledger_entries (
    id bigint NOT NULL,
    transaction_id uuid NOT NULL,
    kind public.ledger_kind NOT NULL,
    account public.ledger_account NOT NULL,
    partner_id integer,
    order_id uuid,
    refund_id uuid,
    currency character varying(3) NOT NULL,
    amount_minor bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    payout_id uuid,
    plan_charge_id integer,
    damage_claim_id uuid
);
--> statement-breakpoint
ALTER TABLE public.ledger_entries ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.ledger_entries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.listing_plans (
    key character varying(20) NOT NULL,
    name character varying(60) NOT NULL,
    monthly_price_minor bigint NOT NULL,
    currency character varying(3) NOT NULL,
    max_live_events integer,
    "position" integer NOT NULL,
    CONSTRAINT listing_plans_price CHECK ((monthly_price_minor >= 0))
);
--> statement-breakpoint
CREATE TABLE public.login_attempts (
    id integer NOT NULL,
    email character varying(254) NOT NULL,
    person_id integer,
    ip_address character varying(64),
    user_agent character varying(400),
    success boolean NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.login_attempts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.login_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.marketplace_offer (
    id smallint DEFAULT 1 NOT NULL,
    percentage smallint NOT NULL,
    headline text NOT NULL,
    valid_until timestamp with time zone,
    active boolean DEFAULT true NOT NULL,
    updated_by_person_id integer,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT marketplace_offer_one_row CHECK ((id = 1)),
    CONSTRAINT marketplace_offer_percentage CHECK (((percentage >= 1) AND (percentage <= 90)))
);
--> statement-breakpoint
CREATE TABLE public.newsletter_subscriptions (
    id integer NOT NULL,
    email character varying(254) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    unsubscribed_at timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE public.newsletter_subscriptions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.newsletter_subscriptions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.notifications (
    id integer NOT NULL,
    person_id integer NOT NULL,
    subject character varying(200) NOT NULL,
    text text NOT NULL,
    link character varying(300),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    read_at timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE public.notifications ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.option_items (
    id integer NOT NULL,
    list public.option_list NOT NULL,
    name character varying(120) NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    archived boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.option_items ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.option_items_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.order_change_offers (
    id integer NOT NULL,
    order_id uuid NOT NULL,
    event_id integer NOT NULL,
    event_version_id integer NOT NULL,
    changes text[] NOT NULL,
    offered_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.order_change_offers ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.order_change_offers_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.order_registration_counts (
    shard smallint NOT NULL,
    registrations bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.order_registrations (
    order_id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    buyer_email character varying(254) NOT NULL,
    event_id integer NOT NULL,
    event_name character varying(200) NOT NULL,
    tickets integer NOT NULL,
    total_minor bigint NOT NULL,
    currency character varying(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.owed_by_event (
    partner_id integer NOT NULL,
    currency character varying(3) NOT NULL,
    event_id integer NOT NULL,
    amount_minor bigint NOT NULL,
    lines integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.partner_address_codes (
    id integer NOT NULL,
    partner_id integer NOT NULL,
    code_hash character varying(64) NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    voided_at timestamp with time zone,
    void_reason public.address_code_void_reason,
    sent_to text,
    requested_by integer
);
--> statement-breakpoint
ALTER TABLE public.partner_address_codes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.partner_address_codes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.partner_agreements (
    id integer NOT NULL,
    partner_id integer NOT NULL,
    person_id integer NOT NULL,
    kind public.agreement_kind NOT NULL,
    version character varying(20) NOT NULL,
    signed_at timestamp with time zone DEFAULT now() NOT NULL,
    ip_address character varying(64)
);
--> statement-breakpoint
ALTER TABLE public.partner_agreements ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.partner_agreements_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.partner_balances (
    partner_id integer NOT NULL,
    currency character varying(3) NOT NULL,
    balance_minor bigint DEFAULT 0 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.partner_documents (
    id integer NOT NULL,
    partner_id integer NOT NULL,
    name character varying(200) NOT NULL,
    file_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.partner_documents ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.partner_documents_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.partner_invitations (
    id integer NOT NULL,
    partner_id integer NOT NULL,
    email character varying(254) NOT NULL,
    invited_by integer,
    token_hash character varying(64) NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    accepted_at timestamp with time zone,
    accepted_by integer,
    revoked_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.partner_invitations ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.partner_invitations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.partner_members (
    partner_id integer NOT NULL,
    person_id integer NOT NULL,
    role character varying(20) DEFAULT 'owner'::character varying NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.partner_plans (
    partner_id integer NOT NULL,
    plan_key character varying(20) NOT NULL,
    next_plan_key character varying(20),
    next_from date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.partner_sales_days (
    partner_id integer NOT NULL,
    day date NOT NULL,
    currency character varying(3) NOT NULL,
    orders integer DEFAULT 0 NOT NULL,
    tickets integer DEFAULT 0 NOT NULL,
    revenue_minor bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.partner_sectors (
    partner_id integer NOT NULL,
    sector_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.partner_vetting_updates (
    id integer NOT NULL,
    partner_id integer NOT NULL,
    status public.partner_vetting_status NOT NULL,
    comment text NOT NULL,
    notes text,
    admin_person_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.partner_vetting_updates ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.partner_vetting_updates_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.partner_view_days (
    partner_id integer NOT NULL,
    day date NOT NULL,
    views integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.partners (
    id integer NOT NULL,
    name character varying(200) NOT NULL,
    registered_company_name character varying(200),
    registration_number character varying(60),
    organization_type_id integer,
    address text,
    city character varying(120),
    zip_code character varying(20),
    country_id integer,
    address_verified_at timestamp with time zone,
    email character varying(254) NOT NULL,
    email_verified_at timestamp with time zone,
    phone_number character varying(40),
    website character varying(300),
    company_size character varying(20),
    events_per_year character varying(20),
    logo_file_id uuid,
    current_vetting_status public.partner_vetting_status DEFAULT 'PENDING'::public.partner_vetting_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.partners ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.partners_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.payments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    order_id uuid NOT NULL,
    idempotency_key character varying(100) NOT NULL,
    status public.payment_status NOT NULL,
    amount_minor bigint NOT NULL,
    currency character varying(3) NOT NULL,
    gateway character varying(40) NOT NULL,
    gateway_reference character varying(120),
    card_brand character varying(20) NOT NULL,
    card_last4 character varying(4) NOT NULL,
    expiry_month smallint NOT NULL,
    expiry_year smallint NOT NULL,
    cardholder_name character varying(200) NOT NULL,
    cardholder_address text NOT NULL,
    cardholder_zip_code character varying(10) NOT NULL,
    cardholder_country_id integer NOT NULL,
    failure_message text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payments_last4 CHECK (((card_last4)::text ~ '^[0-9]{4}$'::text))
);
--> statement-breakpoint
CREATE TABLE public.payout_holds (
    partner_id integer NOT NULL,
    reason text NOT NULL,
    held_by integer,
    held_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.payout_lines (
    ledger_entry_id bigint NOT NULL,
    payout_id uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.payout_statement_totals (
    payout_id uuid NOT NULL,
    event_id integer,
    kind public.ledger_kind NOT NULL,
    account public.ledger_account NOT NULL,
    plan_charge_id integer,
    amount_minor bigint NOT NULL,
    first_line_id bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.payouts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    partner_id integer NOT NULL,
    currency character varying(3) NOT NULL,
    amount_minor bigint NOT NULL,
    status public.payout_status DEFAULT 'scheduled'::public.payout_status NOT NULL,
    payable_on date NOT NULL,
    bank_account_id integer,
    bank_account_masked character varying(40),
    attempts integer DEFAULT 0 NOT NULL,
    processing_since timestamp with time zone,
    failure_message text,
    provider_reference character varying(120),
    paid_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payouts_amount_positive CHECK ((amount_minor > 0))
);
--> statement-breakpoint
CREATE TABLE public.person_job_titles (
    person_id integer NOT NULL,
    job_title_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.person_sanctions (
    id integer NOT NULL,
    person_id integer NOT NULL,
    kind character varying(20) NOT NULL,
    reason text NOT NULL,
    by_person_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    ends_at timestamp with time zone,
    lifted_at timestamp with time zone,
    lifted_by_person_id integer,
    lift_reason text,
    CONSTRAINT person_sanctions_kind CHECK (((kind)::text = ANY ((ARRAY['REGISTRATIONS'::character varying, 'SIGN_IN'::character varying])::text[]))),
    CONSTRAINT person_sanctions_lift_whole CHECK (((lifted_at IS NULL) = (lift_reason IS NULL)))
);
--> statement-breakpoint
ALTER TABLE public.person_sanctions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.person_sanctions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.person_sectors (
    person_id integer NOT NULL,
    sector_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.person_settings (
    person_id integer NOT NULL,
    email_notifications boolean DEFAULT true NOT NULL,
    registration_alerts boolean DEFAULT true NOT NULL,
    marketing_emails boolean DEFAULT false NOT NULL,
    daily_digest boolean DEFAULT true NOT NULL,
    instant_alerts boolean DEFAULT true NOT NULL,
    auto_publish boolean DEFAULT false NOT NULL,
    default_currency character varying(3) DEFAULT 'USD'::character varying NOT NULL,
    default_timezone character varying(10) DEFAULT 'UTC'::character varying NOT NULL,
    default_language character varying(5) DEFAULT 'en'::character varying NOT NULL,
    max_events_per_page integer DEFAULT 10 NOT NULL,
    preferred_contact_method character varying(10) DEFAULT 'email'::character varying NOT NULL,
    contact_hours character varying(100) DEFAULT ''::character varying NOT NULL,
    language character varying(5) DEFAULT 'en'::character varying NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.persons (
    id integer NOT NULL,
    email character varying(254) NOT NULL,
    password_hash character varying(100),
    first_name character varying(100) NOT NULL,
    surname character varying(100) NOT NULL,
    phone_number character varying(40),
    date_of_birth date,
    company_name character varying(200),
    job_title character varying(200),
    address text,
    city character varying(120),
    zip_code character varying(20),
    country_id integer,
    image_file_id uuid,
    email_verified_at timestamp with time zone,
    is_admin boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.persons ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.persons_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.places (
    id integer NOT NULL,
    kind public.place_kind NOT NULL,
    name character varying(200) NOT NULL,
    city_id integer,
    country_id integer NOT NULL,
    address text,
    google_place_id character varying(120),
    latitude double precision,
    longitude double precision,
    search_text text NOT NULL,
    time_zone character varying(64) DEFAULT 'UTC'::character varying NOT NULL,
    status public.place_status DEFAULT 'approved'::public.place_status NOT NULL,
    proposed_by_partner_id integer,
    proposed_at timestamp with time zone,
    street character varying(200),
    postal_code character varying(20),
    website character varying(500),
    merged_into_id integer,
    CONSTRAINT places_merged_has_target CHECK (((status = 'merged'::public.place_status) = (merged_into_id IS NOT NULL))),
    CONSTRAINT places_proposed_has_partner CHECK (((status <> 'proposed'::public.place_status) OR (proposed_by_partner_id IS NOT NULL)))
);
--> statement-breakpoint
ALTER TABLE public.places ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.places_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.plan_charges (
    id integer NOT NULL,
    partner_id integer NOT NULL,
    period date NOT NULL,
    plan_key character varying(20) NOT NULL,
    amount_minor bigint NOT NULL,
    currency character varying(3) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.plan_charges ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.plan_charges_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.platform_fee_rates (
    id integer NOT NULL,
    partner_id integer,
    percent_basis_points integer NOT NULL,
    fixed_per_ticket numeric(12,2) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT platform_fee_rates_range CHECK ((((percent_basis_points >= 0) AND (percent_basis_points <= 10000)) AND (fixed_per_ticket >= (0)::numeric)))
);
--> statement-breakpoint
ALTER TABLE public.platform_fee_rates ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.platform_fee_rates_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.promo_codes (
    id integer NOT NULL,
    event_id integer NOT NULL,
    code character varying(40) NOT NULL,
    kind public.promo_code_kind NOT NULL,
    percent_off smallint,
    amount_off_minor bigint,
    currency character varying(3) NOT NULL,
    ticket_type_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    starts_at timestamp with time zone,
    ends_at timestamp with time zone,
    usage_limit integer,
    used integer DEFAULT 0 NOT NULL,
    active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT promo_codes_code_upper CHECK (((code)::text = upper((code)::text))),
    CONSTRAINT promo_codes_used CHECK (((used >= 0) AND ((usage_limit IS NULL) OR (used <= usage_limit)))),
    CONSTRAINT promo_codes_value CHECK ((((kind = 'percentage'::public.promo_code_kind) AND ((percent_off >= 1) AND (percent_off <= 100)) AND (amount_off_minor IS NULL)) OR ((kind = 'fixed'::public.promo_code_kind) AND (amount_off_minor > 0) AND (percent_off IS NULL)))),
    CONSTRAINT promo_codes_window CHECK (((starts_at IS NULL) OR (ends_at IS NULL) OR (ends_at > starts_at)))
);
--> statement-breakpoint
ALTER TABLE public.promo_codes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.promo_codes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.rate_limit_hits (
    key character varying(200) NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.refunds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    order_id uuid NOT NULL,
    payment_id uuid NOT NULL,
    amount_minor bigint NOT NULL,
    currency character varying(3) NOT NULL,
    status public.refund_status DEFAULT 'requested'::public.refund_status NOT NULL,
    requested_by public.refund_requester NOT NULL,
    requested_by_person_id integer,
    reason text,
    gateway_reference character varying(120),
    attempts integer DEFAULT 0 NOT NULL,
    failure_message text,
    next_attempt_at timestamp with time zone NOT NULL,
    refunded_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT refunds_amount_positive CHECK ((amount_minor > 0))
);
--> statement-breakpoint
CREATE TABLE public.review_invitations (
    event_id integer NOT NULL,
    email character varying(254) NOT NULL,
    order_id uuid,
    sent_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.review_replies (
    review_id integer NOT NULL,
    partner_id integer NOT NULL,
    person_id integer,
    comment text NOT NULL,
    status public.review_status NOT NULL,
    flags text[] DEFAULT '{}'::text[] NOT NULL,
    decided_at timestamp with time zone,
    decided_by_person_id integer,
    decision_reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.review_strikes (
    id integer NOT NULL,
    person_id integer NOT NULL,
    review_id integer NOT NULL,
    at timestamp with time zone NOT NULL,
    reason text NOT NULL,
    egregious boolean DEFAULT false NOT NULL,
    appeal_text text,
    appealed_at timestamp with time zone,
    appeal_status public.review_appeal_status,
    appeal_decided_at timestamp with time zone,
    appeal_decided_by_person_id integer,
    appeal_reason text
);
--> statement-breakpoint
ALTER TABLE public.review_strikes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.review_strikes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.reviews (
    id integer NOT NULL,
    event_id integer NOT NULL,
    person_id integer,
    score smallint NOT NULL,
    venue_score smallint,
    content_score smallint,
    networking_score smallint,
    staff_score smallint,
    value_score smallint,
    comment text DEFAULT ''::text NOT NULL,
    status public.review_status DEFAULT 'pending'::public.review_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    partner_id integer,
    ticket_id uuid,
    reviewer_name character varying(120) DEFAULT ''::character varying NOT NULL,
    flags text[] DEFAULT '{}'::text[] NOT NULL,
    decided_at timestamp with time zone,
    decided_by_person_id integer,
    decision_reason text,
    egregious boolean DEFAULT false NOT NULL,
    CONSTRAINT reviews_score CHECK (((score >= 1) AND (score <= 10))),
    CONSTRAINT reviews_subscores CHECK ((((venue_score IS NULL) OR ((venue_score >= 1) AND (venue_score <= 10))) AND ((content_score IS NULL) OR ((content_score >= 1) AND (content_score <= 10))) AND ((networking_score IS NULL) OR ((networking_score >= 1) AND (networking_score <= 10))) AND ((staff_score IS NULL) OR ((staff_score >= 1) AND (staff_score <= 10))) AND ((value_score IS NULL) OR ((value_score >= 1) AND (value_score <= 10)))))
);
--> statement-breakpoint
ALTER TABLE public.reviews ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.reviews_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.sales_open_alerts (
    event_id integer NOT NULL,
    sales_start_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.sector_subtypes (
    id integer NOT NULL,
    sector_id integer NOT NULL,
    name character varying(120) NOT NULL,
    "position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.sector_subtypes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sector_subtypes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.sectors (
    id integer NOT NULL,
    name character varying(120) NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    archived boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.sectors ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sectors_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    person_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    last_seen_at timestamp with time zone,
    ip_address character varying(64),
    user_agent character varying(400)
);
--> statement-breakpoint
CREATE TABLE public.sub_events (
    id integer NOT NULL,
    event_id integer NOT NULL,
    name character varying(200) NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    sub_event_type_id integer,
    start_at timestamp with time zone NOT NULL,
    price_minor bigint DEFAULT 0 NOT NULL,
    currency character varying(3) DEFAULT 'USD'::character varying NOT NULL,
    capacity integer,
    held integer DEFAULT 0 NOT NULL,
    sold integer DEFAULT 0 NOT NULL,
    on_sale boolean DEFAULT true NOT NULL,
    CONSTRAINT sub_events_inventory CHECK (((held >= 0) AND (sold >= 0) AND ((capacity IS NULL) OR ((held + sold) <= capacity)))),
    CONSTRAINT sub_events_price CHECK ((price_minor >= 0))
);
--> statement-breakpoint
ALTER TABLE public.sub_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sub_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.ticket_sub_events (
    ticket_id uuid NOT NULL,
    sub_event_id integer NOT NULL,
    price_minor bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.ticket_type_sales_days (
    ticket_type_id integer NOT NULL,
    day date NOT NULL,
    event_id integer NOT NULL,
    tickets integer DEFAULT 0 NOT NULL,
    revenue_minor bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.ticket_types (
    id integer NOT NULL,
    event_id integer NOT NULL,
    name character varying(200) NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    price_minor bigint NOT NULL,
    currency character varying(3) NOT NULL,
    quantity integer NOT NULL,
    held integer DEFAULT 0 NOT NULL,
    sold integer DEFAULT 0 NOT NULL,
    sales_start_at timestamp with time zone,
    sales_end_at timestamp with time zone,
    cancellation_policy_id integer,
    "position" smallint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    on_sale boolean DEFAULT true NOT NULL,
    CONSTRAINT ticket_types_inventory CHECK (((held >= 0) AND (sold >= 0) AND ((held + sold) <= quantity))),
    CONSTRAINT ticket_types_price CHECK ((price_minor >= 0))
);
--> statement-breakpoint
ALTER TABLE public.ticket_types ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.ticket_types_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.tickets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    order_id uuid NOT NULL,
    event_id integer NOT NULL,
    ticket_type_id integer NOT NULL,
    price_minor bigint NOT NULL,
    currency character varying(3) NOT NULL,
    first_name character varying(100) NOT NULL,
    surname character varying(100) NOT NULL,
    email character varying(254) NOT NULL,
    company character varying(200) NOT NULL,
    job_title character varying(200) NOT NULL,
    "position" smallint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    status public.ticket_status DEFAULT 'valid'::public.ticket_status NOT NULL,
    cancelled_at timestamp with time zone,
    refund_id uuid,
    checked_in_at timestamp with time zone,
    checked_in_by_person_id integer,
    check_in_recorded_at timestamp with time zone,
    discount_minor bigint DEFAULT 0 NOT NULL,
    refund_terms jsonb NOT NULL,
    CONSTRAINT tickets_check_in_whole CHECK ((((checked_in_at IS NULL) = (check_in_recorded_at IS NULL)) AND ((checked_in_at IS NOT NULL) OR (checked_in_by_person_id IS NULL)))),
    CONSTRAINT tickets_discount_range CHECK (((discount_minor >= 0) AND (discount_minor <= price_minor)))
);
--> statement-breakpoint
CREATE TABLE public.unsettled_payables (
    ledger_entry_id bigint NOT NULL,
    partner_id integer NOT NULL,
    currency character varying(3) NOT NULL,
    event_id integer,
    amount_minor bigint NOT NULL,
    created_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE ONLY public.agenda_items
    ADD CONSTRAINT agenda_items_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.attendees
    ADD CONSTRAINT attendees_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.auth_tokens
    ADD CONSTRAINT auth_tokens_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.bank_accounts
    ADD CONSTRAINT bank_accounts_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.cancellation_policies
    ADD CONSTRAINT cancellation_policies_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.cancellation_policy_periods
    ADD CONSTRAINT cancellation_policy_periods_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.countries
    ADD CONSTRAINT countries_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claim_photos
    ADD CONSTRAINT damage_claim_photos_pkey PRIMARY KEY (file_id);
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claims
    ADD CONSTRAINT damage_claims_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.dev_mailbox
    ADD CONSTRAINT dev_mailbox_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.email_digests
    ADD CONSTRAINT email_digests_person_id_day_pk PRIMARY KEY (person_id, day);
--> statement-breakpoint
ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_admin_counts
    ADD CONSTRAINT event_admin_counts_pkey PRIMARY KEY (status);
--> statement-breakpoint
ALTER TABLE ONLY public.event_admin_rows
    ADD CONSTRAINT event_admin_rows_pkey PRIMARY KEY (event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_documents
    ADD CONSTRAINT event_documents_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_images
    ADD CONSTRAINT event_images_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_messages
    ADD CONSTRAINT event_messages_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_review_summaries
    ADD CONSTRAINT event_review_summaries_pkey PRIMARY KEY (event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_sales_days
    ADD CONSTRAINT event_sales_days_event_id_day_currency_pk PRIMARY KEY (event_id, day, currency);
--> statement-breakpoint
ALTER TABLE ONLY public.event_sales_totals
    ADD CONSTRAINT event_sales_totals_event_id_currency_pk PRIMARY KEY (event_id, currency);
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_days
    ADD CONSTRAINT event_search_days_pkey PRIMARY KEY (day);
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_facet_days
    ADD CONSTRAINT event_search_facet_days_dimension_value_day_pk PRIMARY KEY (dimension, value, day) INCLUDE (events);
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_hours
    ADD CONSTRAINT event_search_hours_pkey PRIMARY KEY (hour);
--> statement-breakpoint
ALTER TABLE ONLY public.event_search
    ADD CONSTRAINT event_search_pkey PRIMARY KEY (event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_sector_countries
    ADD CONSTRAINT event_search_sector_countries_pk PRIMARY KEY (sector_id, country_id, start_at, event_id) INCLUDE (attendance_type, ticket_currency, min_ticket_price_minor);
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_sectors
    ADD CONSTRAINT event_search_sectors_sector_id_start_at_event_id_pk PRIMARY KEY (sector_id, start_at, event_id) INCLUDE (end_at, start_day, end_day, duration_id, attendance_type, event_type_id, event_size_id, event_size_metric, num_attendees_id, num_exhibitors_id, venue_id, city_id, ticket_currency, min_ticket_price_minor, free_cancellation, rating_half_stars, sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids, attendee_class_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids);
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_terms
    ADD CONSTRAINT event_search_terms_lexeme_start_at_event_id_pk PRIMARY KEY (lexeme, start_at, event_id) INCLUDE (score);
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_text
    ADD CONSTRAINT event_search_text_pkey PRIMARY KEY (event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_versions
    ADD CONSTRAINT event_versions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_vetting_updates
    ADD CONSTRAINT event_vetting_updates_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_view_days
    ADD CONSTRAINT event_view_days_event_id_day_pk PRIMARY KEY (event_id, day);
--> statement-breakpoint
ALTER TABLE ONLY public.event_view_visitors
    ADD CONSTRAINT event_view_visitors_day_event_id_visitor_pk PRIMARY KEY (day, event_id, visitor);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.favourites
    ADD CONSTRAINT favourites_person_id_event_id_pk PRIMARY KEY (person_id, event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.files
    ADD CONSTRAINT files_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.listing_plans
    ADD CONSTRAINT listing_plans_pkey PRIMARY KEY (key);
--> statement-breakpoint
ALTER TABLE ONLY public.login_attempts
    ADD CONSTRAINT login_attempts_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.marketplace_offer
    ADD CONSTRAINT marketplace_offer_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.newsletter_subscriptions
    ADD CONSTRAINT newsletter_subscriptions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.option_items
    ADD CONSTRAINT option_items_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.order_change_offers
    ADD CONSTRAINT order_change_offers_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.order_registration_counts
    ADD CONSTRAINT order_registration_counts_pkey PRIMARY KEY (shard);
--> statement-breakpoint
ALTER TABLE ONLY public.order_registrations
    ADD CONSTRAINT order_registrations_pkey PRIMARY KEY (order_id);
--> statement-breakpoint
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.owed_by_event
    ADD CONSTRAINT owed_by_event_partner_id_currency_event_id_pk PRIMARY KEY (partner_id, currency, event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_address_codes
    ADD CONSTRAINT partner_address_codes_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_agreements
    ADD CONSTRAINT partner_agreements_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_balances
    ADD CONSTRAINT partner_balances_partner_id_currency_pk PRIMARY KEY (partner_id, currency);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_documents
    ADD CONSTRAINT partner_documents_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_invitations
    ADD CONSTRAINT partner_invitations_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_members
    ADD CONSTRAINT partner_members_partner_id_person_id_pk PRIMARY KEY (partner_id, person_id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_plans
    ADD CONSTRAINT partner_plans_pkey PRIMARY KEY (partner_id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_sales_days
    ADD CONSTRAINT partner_sales_days_partner_id_day_currency_pk PRIMARY KEY (partner_id, day, currency);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_sectors
    ADD CONSTRAINT partner_sectors_partner_id_sector_id_pk PRIMARY KEY (partner_id, sector_id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_vetting_updates
    ADD CONSTRAINT partner_vetting_updates_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_view_days
    ADD CONSTRAINT partner_view_days_partner_id_day_pk PRIMARY KEY (partner_id, day);
--> statement-breakpoint
ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_holds
    ADD CONSTRAINT payout_holds_pkey PRIMARY KEY (partner_id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_lines
    ADD CONSTRAINT payout_lines_pkey PRIMARY KEY (ledger_entry_id);
--> statement-breakpoint
ALTER TABLE ONLY public.payouts
    ADD CONSTRAINT payouts_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.person_job_titles
    ADD CONSTRAINT person_job_titles_person_id_job_title_id_pk PRIMARY KEY (person_id, job_title_id);
--> statement-breakpoint
ALTER TABLE ONLY public.person_sanctions
    ADD CONSTRAINT person_sanctions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.person_sectors
    ADD CONSTRAINT person_sectors_person_id_sector_id_pk PRIMARY KEY (person_id, sector_id);
--> statement-breakpoint
ALTER TABLE ONLY public.person_settings
    ADD CONSTRAINT person_settings_pkey PRIMARY KEY (person_id);
--> statement-breakpoint
ALTER TABLE ONLY public.persons
    ADD CONSTRAINT persons_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.plan_charges
    ADD CONSTRAINT plan_charges_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.platform_fee_rates
    ADD CONSTRAINT platform_fee_rates_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.promo_codes
    ADD CONSTRAINT promo_codes_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.rate_limit_hits
    ADD CONSTRAINT rate_limit_hits_key_window_start_pk PRIMARY KEY (key, window_start);
--> statement-breakpoint
ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.review_invitations
    ADD CONSTRAINT review_invitations_event_id_email_pk PRIMARY KEY (event_id, email);
--> statement-breakpoint
ALTER TABLE ONLY public.review_replies
    ADD CONSTRAINT review_replies_pkey PRIMARY KEY (review_id);
--> statement-breakpoint
ALTER TABLE ONLY public.review_strikes
    ADD CONSTRAINT review_strikes_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.sales_open_alerts
    ADD CONSTRAINT sales_open_alerts_pkey PRIMARY KEY (event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.sector_subtypes
    ADD CONSTRAINT sector_subtypes_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.sectors
    ADD CONSTRAINT sectors_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.sub_events
    ADD CONSTRAINT sub_events_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.ticket_sub_events
    ADD CONSTRAINT ticket_sub_events_ticket_id_sub_event_id_pk PRIMARY KEY (ticket_id, sub_event_id);
--> statement-breakpoint
ALTER TABLE ONLY public.ticket_type_sales_days
    ADD CONSTRAINT ticket_type_sales_days_ticket_type_id_day_pk PRIMARY KEY (ticket_type_id, day);
--> statement-breakpoint
ALTER TABLE ONLY public.ticket_types
    ADD CONSTRAINT ticket_types_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.unsettled_payables
    ADD CONSTRAINT unsettled_payables_pkey PRIMARY KEY (ledger_entry_id);
--> statement-breakpoint
CREATE INDEX agenda_items_event_idx ON public.agenda_items USING btree (event_id, start_at);
--> statement-breakpoint
CREATE UNIQUE INDEX attendees_person_uq ON public.attendees USING btree (person_id);
--> statement-breakpoint
CREATE INDEX audit_log_action_idx ON public.audit_log USING btree (action, id);
--> statement-breakpoint
CREATE INDEX audit_log_entity_idx ON public.audit_log USING btree (entity_type, entity_id, id);
--> statement-breakpoint
CREATE UNIQUE INDEX auth_tokens_hash_uq ON public.auth_tokens USING btree (token_hash);
--> statement-breakpoint
CREATE INDEX auth_tokens_person_idx ON public.auth_tokens USING btree (person_id, purpose);
--> statement-breakpoint
CREATE INDEX bank_accounts_partner_idx ON public.bank_accounts USING btree (partner_id);
--> statement-breakpoint
CREATE UNIQUE INDEX bank_accounts_payout_uq ON public.bank_accounts USING btree (partner_id, currency) WHERE is_payout;
--> statement-breakpoint
CREATE INDEX cancellation_policies_partner_idx ON public.cancellation_policies USING btree (partner_id);
--> statement-breakpoint
CREATE INDEX cancellation_policy_periods_policy_idx ON public.cancellation_policy_periods USING btree (policy_id);
--> statement-breakpoint
CREATE UNIQUE INDEX countries_code_uq ON public.countries USING btree (code);
--> statement-breakpoint
CREATE INDEX damage_claim_photos_claim_idx ON public.damage_claim_photos USING btree (claim_id, "position");
--> statement-breakpoint
CREATE INDEX damage_claim_photos_unattached_idx ON public.damage_claim_photos USING btree (created_at) WHERE (claim_id IS NULL);
--> statement-breakpoint
CREATE INDEX damage_claims_due_idx ON public.damage_claims USING btree (next_attempt_at) WHERE (status = ANY (ARRAY['agreed'::public.damage_claim_status, 'upheld'::public.damage_claim_status, 'charge_failed'::public.damage_claim_status]));
--> statement-breakpoint
CREATE UNIQUE INDEX damage_claims_one_open_uq ON public.damage_claims USING btree (order_id) WHERE (status = ANY (ARRAY['filed'::public.damage_claim_status, 'disputed'::public.damage_claim_status, 'agreed'::public.damage_claim_status, 'upheld'::public.damage_claim_status, 'charge_failed'::public.damage_claim_status]));
--> statement-breakpoint
CREATE INDEX damage_claims_order_idx ON public.damage_claims USING btree (order_id, created_at);
--> statement-breakpoint
CREATE INDEX damage_claims_partner_idx ON public.damage_claims USING btree (partner_id, created_at);
--> statement-breakpoint
CREATE INDEX damage_claims_respond_by_idx ON public.damage_claims USING btree (respond_by) WHERE (status = 'filed'::public.damage_claim_status);
--> statement-breakpoint
CREATE INDEX damage_claims_status_idx ON public.damage_claims USING btree (status, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX dev_mailbox_message_uq ON public.dev_mailbox USING btree (message_id);
--> statement-breakpoint
CREATE INDEX dev_mailbox_to_idx ON public.dev_mailbox USING btree (to_address);
--> statement-breakpoint
CREATE INDEX email_digests_person_until_idx ON public.email_digests USING btree (person_id, until);
--> statement-breakpoint
CREATE INDEX email_outbox_due_idx ON public.email_outbox USING btree (next_attempt_at) WHERE (status = 'pending'::public.outbox_status);
--> statement-breakpoint
CREATE INDEX event_admin_rows_capacity_asc_idx ON public.event_admin_rows USING btree (capacity_asc, event_id);
--> statement-breakpoint
CREATE INDEX event_admin_rows_capacity_desc_idx ON public.event_admin_rows USING btree (capacity_desc, event_id);
--> statement-breakpoint
CREATE INDEX event_admin_rows_grams_idx ON public.event_admin_rows USING gin (public.list_grams(search_text));
--> statement-breakpoint
CREATE INDEX event_admin_rows_partner_idx ON public.event_admin_rows USING btree (partner_id, start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_admin_rows_partner_sold_idx ON public.event_admin_rows USING btree (partner_id, tickets_sold, event_id);
--> statement-breakpoint
CREATE INDEX event_admin_rows_search_idx ON public.event_admin_rows USING gin (search_text public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX event_admin_rows_sold_idx ON public.event_admin_rows USING btree (tickets_sold, event_id);
--> statement-breakpoint
CREATE INDEX event_admin_rows_start_idx ON public.event_admin_rows USING btree (start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_admin_rows_status_capacity_asc_idx ON public.event_admin_rows USING btree (status, capacity_asc, event_id);
--> statement-breakpoint
CREATE INDEX event_admin_rows_status_capacity_desc_idx ON public.event_admin_rows USING btree (status, capacity_desc, event_id);
--> statement-breakpoint
CREATE INDEX event_admin_rows_status_sold_idx ON public.event_admin_rows USING btree (status, tickets_sold, event_id);
--> statement-breakpoint
CREATE INDEX event_admin_rows_status_start_idx ON public.event_admin_rows USING btree (status, start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_documents_event_idx ON public.event_documents USING btree (event_id);
--> statement-breakpoint
CREATE INDEX event_images_event_idx ON public.event_images USING btree (event_id, kind, "position");
--> statement-breakpoint
CREATE INDEX event_messages_event_idx ON public.event_messages USING btree (event_id, created_at);
--> statement-breakpoint
CREATE INDEX event_messages_partner_idx ON public.event_messages USING btree (partner_id, created_at);
--> statement-breakpoint
CREATE INDEX event_sales_days_partner_idx ON public.event_sales_days USING btree (partner_id, day);
--> statement-breakpoint
CREATE INDEX event_sales_totals_partner_idx ON public.event_sales_totals USING btree (partner_id, tickets DESC NULLS LAST, event_id);
--> statement-breakpoint
CREATE INDEX event_search_city_idx ON public.event_search USING btree (city_id);
--> statement-breakpoint
CREATE INDEX event_search_facets_idx ON public.event_search USING gin (sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids, attendee_class_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids);
--> statement-breakpoint
CREATE INDEX event_search_price_asc_idx ON public.event_search USING btree (min_ticket_price_minor, start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_search_price_desc_idx ON public.event_search USING btree (min_ticket_price_minor DESC NULLS LAST, start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_search_rating_asc_idx ON public.event_search USING btree (rating_half_stars, start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_search_rating_desc_idx ON public.event_search USING btree (rating_half_stars DESC NULLS LAST, start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_search_size_asc_idx ON public.event_search USING btree (NULLIF(size_rank, 0), start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_search_size_desc_idx ON public.event_search USING btree (NULLIF(size_rank, 0) DESC NULLS LAST, start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_search_start_count_idx ON public.event_search USING btree (start_at);
--> statement-breakpoint
CREATE INDEX event_search_start_idx ON public.event_search USING btree (start_at, event_id) INCLUDE (end_at, start_day, end_day, duration_id, attendance_type, event_type_id, event_size_id, event_size_metric, num_attendees_id, num_exhibitors_id, venue_id, city_id, ticket_currency, min_ticket_price_minor, free_cancellation, rating_half_stars, sector_ids, sector_subtype_ids, audience_ids, attendee_job_title_ids, attendee_class_ids, attendee_country_ids, exhibitor_type_ids, exhibitor_country_ids);
--> statement-breakpoint
CREATE INDEX event_search_terms_score_idx ON public.event_search_terms USING btree (lexeme, score DESC NULLS LAST, start_at, event_id);
--> statement-breakpoint
CREATE INDEX event_search_text_vector_idx ON public.event_search_text USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX event_search_venue_idx ON public.event_search USING btree (venue_id);
--> statement-breakpoint
CREATE UNIQUE INDEX event_versions_event_version_uq ON public.event_versions USING btree (event_id, version);
--> statement-breakpoint
CREATE INDEX event_versions_pending_idx ON public.event_versions USING btree (created_at) WHERE (status = 'PENDING'::public.vetting_status);
--> statement-breakpoint
CREATE INDEX event_vetting_event_idx ON public.event_vetting_updates USING btree (event_id, created_at);
--> statement-breakpoint
CREATE INDEX events_city_idx ON public.events USING btree (city_id);
--> statement-breakpoint
CREATE INDEX events_partner_idx ON public.events USING btree (partner_id);
--> statement-breakpoint
CREATE INDEX events_partner_name_idx ON public.events USING btree (partner_id, name, id);
--> statement-breakpoint
CREATE INDEX events_partner_start_idx ON public.events USING btree (partner_id, start_at, id);
--> statement-breakpoint
CREATE INDEX events_previous_edition_idx ON public.events USING btree (previous_edition_id);
--> statement-breakpoint
CREATE INDEX events_public_start_idx ON public.events USING btree (start_at, id) WHERE ((status = 'APPROVED'::public.vetting_status) AND published AND partner_approved);
--> statement-breakpoint
CREATE INDEX events_rating_refresh_idx ON public.events USING btree (rating_refresh_at);
--> statement-breakpoint
CREATE INDEX events_venue_idx ON public.events USING btree (venue_id);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_entries_damage_claim_uq ON public.ledger_entries USING btree (damage_claim_id, account) WHERE (damage_claim_id IS NOT NULL);
--> statement-breakpoint
CREATE INDEX ledger_entries_order_idx ON public.ledger_entries USING btree (order_id);
--> statement-breakpoint
CREATE INDEX ledger_entries_partner_idx ON public.ledger_entries USING btree (partner_id, currency);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_entries_payout_uq ON public.ledger_entries USING btree (payout_id, account) WHERE (payout_id IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_entries_plan_charge_uq ON public.ledger_entries USING btree (plan_charge_id, account) WHERE (plan_charge_id IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_entries_refund_uq ON public.ledger_entries USING btree (refund_id, account) WHERE (kind = 'refund'::public.ledger_kind);
--> statement-breakpoint
CREATE UNIQUE INDEX ledger_entries_sale_uq ON public.ledger_entries USING btree (order_id, account) WHERE (kind = 'sale'::public.ledger_kind);
--> statement-breakpoint
CREATE INDEX ledger_entries_transaction_idx ON public.ledger_entries USING btree (transaction_id);
--> statement-breakpoint
CREATE INDEX login_attempts_email_idx ON public.login_attempts USING btree (lower((email)::text), created_at);
--> statement-breakpoint
CREATE INDEX login_attempts_ip_idx ON public.login_attempts USING btree (ip_address, created_at);
--> statement-breakpoint
CREATE INDEX login_attempts_person_idx ON public.login_attempts USING btree (person_id, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX newsletter_email_uq ON public.newsletter_subscriptions USING btree (lower((email)::text));
--> statement-breakpoint
CREATE INDEX notifications_person_idx ON public.notifications USING btree (person_id, created_at);
--> statement-breakpoint
CREATE INDEX option_items_list_idx ON public.option_items USING btree (list, "position");
--> statement-breakpoint
CREATE UNIQUE INDEX option_items_list_name_uq ON public.option_items USING btree (list, lower((name)::text)) WHERE (archived = false);
--> statement-breakpoint
CREATE INDEX order_change_offers_event_idx ON public.order_change_offers USING btree (event_id);
--> statement-breakpoint
CREATE INDEX order_change_offers_order_idx ON public.order_change_offers USING btree (order_id, expires_at);
--> statement-breakpoint
CREATE UNIQUE INDEX order_change_offers_order_version_idx ON public.order_change_offers USING btree (order_id, event_version_id);
--> statement-breakpoint
CREATE INDEX order_registrations_created_idx ON public.order_registrations USING btree (created_at, order_id);
--> statement-breakpoint
CREATE INDEX order_registrations_email_grams_idx ON public.order_registrations USING gin (public.list_grams(lower((buyer_email)::text)));
--> statement-breakpoint
CREATE INDEX order_registrations_email_idx ON public.order_registrations USING btree (buyer_email, order_id);
--> statement-breakpoint
CREATE INDEX order_registrations_email_search_idx ON public.order_registrations USING gin (lower((buyer_email)::text) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX order_registrations_event_idx ON public.order_registrations USING btree (event_id, created_at, order_id);
--> statement-breakpoint
CREATE INDEX order_registrations_event_name_idx ON public.order_registrations USING btree (event_name, order_id);
--> statement-breakpoint
CREATE INDEX order_registrations_tickets_idx ON public.order_registrations USING btree (tickets, order_id);
--> statement-breakpoint
CREATE INDEX order_registrations_total_idx ON public.order_registrations USING btree (currency, total_minor, order_id);
--> statement-breakpoint
CREATE INDEX orders_created_idx ON public.orders USING btree (created_at);
--> statement-breakpoint
CREATE INDEX orders_event_idx ON public.orders USING btree (event_id);
--> statement-breakpoint
CREATE INDEX orders_event_paid_idx ON public.orders USING btree (event_id, paid_at, id) WHERE (status = 'paid'::public.order_status);
--> statement-breakpoint
CREATE INDEX orders_partner_email_idx ON public.orders USING btree (partner_id, lower((buyer_email)::text) text_pattern_ops) WHERE (status = 'paid'::public.order_status);
--> statement-breakpoint
CREATE INDEX orders_partner_paid_idx ON public.orders USING btree (partner_id, paid_at, id) WHERE (status = 'paid'::public.order_status);
--> statement-breakpoint
CREATE INDEX orders_partner_tickets_idx ON public.orders USING btree (partner_id, ticket_count, id) WHERE (status = 'paid'::public.order_status);
--> statement-breakpoint
CREATE INDEX orders_partner_total_idx ON public.orders USING btree (partner_id, total_minor, id) WHERE (status = 'paid'::public.order_status);
--> statement-breakpoint
CREATE INDEX orders_pending_expiry_idx ON public.orders USING btree (hold_expires_at) WHERE (status = 'pending'::public.order_status);
--> statement-breakpoint
CREATE INDEX orders_person_idx ON public.orders USING btree (person_id, created_at);
--> statement-breakpoint
CREATE INDEX partner_address_codes_partner_idx ON public.partner_address_codes USING btree (partner_id, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX partner_agreements_uq ON public.partner_agreements USING btree (partner_id, kind, version);
--> statement-breakpoint
CREATE INDEX partner_documents_partner_idx ON public.partner_documents USING btree (partner_id);
--> statement-breakpoint
CREATE INDEX partner_invitations_partner_idx ON public.partner_invitations USING btree (partner_id, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX partner_invitations_token_uq ON public.partner_invitations USING btree (token_hash);
--> statement-breakpoint
CREATE UNIQUE INDEX partner_members_person_uq ON public.partner_members USING btree (person_id);
--> statement-breakpoint
CREATE INDEX partner_vetting_partner_idx ON public.partner_vetting_updates USING btree (partner_id, created_at);
--> statement-breakpoint
CREATE INDEX partners_status_idx ON public.partners USING btree (current_vetting_status);
--> statement-breakpoint
CREATE UNIQUE INDEX payments_idempotency_uq ON public.payments USING btree (order_id, idempotency_key);
--> statement-breakpoint
CREATE UNIQUE INDEX payments_one_success_uq ON public.payments USING btree (order_id) WHERE (status = 'succeeded'::public.payment_status);
--> statement-breakpoint
CREATE INDEX payments_order_idx ON public.payments USING btree (order_id);
--> statement-breakpoint
CREATE INDEX payout_lines_payout_idx ON public.payout_lines USING btree (payout_id);
--> statement-breakpoint
CREATE UNIQUE INDEX payout_statement_totals_uq ON public.payout_statement_totals USING btree (payout_id, COALESCE(event_id, 0), kind, account, COALESCE(plan_charge_id, 0));
--> statement-breakpoint
CREATE UNIQUE INDEX payouts_open_uq ON public.payouts USING btree (partner_id, currency) WHERE (status <> 'paid'::public.payout_status);
--> statement-breakpoint
CREATE INDEX payouts_partner_idx ON public.payouts USING btree (partner_id, created_at);
--> statement-breakpoint
CREATE INDEX payouts_status_idx ON public.payouts USING btree (status, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX person_sanctions_one_active_uq ON public.person_sanctions USING btree (person_id, kind) WHERE (lifted_at IS NULL);
--> statement-breakpoint
CREATE INDEX person_sanctions_person_idx ON public.person_sanctions USING btree (person_id, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX persons_email_uq ON public.persons USING btree (lower((email)::text));
--> statement-breakpoint
CREATE INDEX places_city_idx ON public.places USING btree (city_id);
--> statement-breakpoint
CREATE INDEX places_kind_idx ON public.places USING btree (kind);
--> statement-breakpoint
CREATE INDEX places_proposed_by_idx ON public.places USING btree (proposed_by_partner_id) WHERE (status = 'proposed'::public.place_status);
--> statement-breakpoint
CREATE UNIQUE INDEX plan_charges_partner_period_uq ON public.plan_charges USING btree (partner_id, period);
--> statement-breakpoint
CREATE UNIQUE INDEX platform_fee_rates_partner_uq ON public.platform_fee_rates USING btree (COALESCE(partner_id, 0));
--> statement-breakpoint
CREATE UNIQUE INDEX promo_codes_event_code_uq ON public.promo_codes USING btree (event_id, code);
--> statement-breakpoint
CREATE INDEX promo_codes_event_idx ON public.promo_codes USING btree (event_id, created_at);
--> statement-breakpoint
CREATE INDEX refunds_due_idx ON public.refunds USING btree (next_attempt_at) WHERE (status <> 'refunded'::public.refund_status);
--> statement-breakpoint
CREATE INDEX refunds_order_idx ON public.refunds USING btree (order_id);
--> statement-breakpoint
CREATE INDEX review_replies_flagged_idx ON public.review_replies USING btree (created_at) WHERE (status = 'flagged'::public.review_status);
--> statement-breakpoint
CREATE INDEX review_strikes_appeals_idx ON public.review_strikes USING btree (appealed_at) WHERE (appeal_status = 'PENDING'::public.review_appeal_status);
--> statement-breakpoint
CREATE INDEX review_strikes_person_idx ON public.review_strikes USING btree (person_id, at);
--> statement-breakpoint
CREATE UNIQUE INDEX review_strikes_review_uq ON public.review_strikes USING btree (review_id);
--> statement-breakpoint
CREATE INDEX reviews_event_idx ON public.reviews USING btree (event_id);
--> statement-breakpoint
CREATE INDEX reviews_flagged_idx ON public.reviews USING btree (created_at, id) WHERE (status = 'flagged'::public.review_status);
--> statement-breakpoint
CREATE UNIQUE INDEX reviews_person_event_uq ON public.reviews USING btree (event_id, person_id) WHERE (status <> 'removed'::public.review_status);
--> statement-breakpoint
CREATE INDEX reviews_person_idx ON public.reviews USING btree (person_id, created_at);
--> statement-breakpoint
CREATE INDEX reviews_published_idx ON public.reviews USING btree (event_id, created_at, id) WHERE (status = 'published'::public.review_status);
--> statement-breakpoint
CREATE INDEX reviews_published_score_idx ON public.reviews USING btree (event_id, score, created_at, id) WHERE (status = 'published'::public.review_status);
--> statement-breakpoint
CREATE INDEX sector_subtypes_sector_idx ON public.sector_subtypes USING btree (sector_id);
--> statement-breakpoint
CREATE UNIQUE INDEX sectors_name_uq ON public.sectors USING btree (lower((name)::text)) WHERE (archived = false);
--> statement-breakpoint
CREATE INDEX sessions_person_idx ON public.sessions USING btree (person_id);
--> statement-breakpoint
CREATE INDEX sub_events_event_idx ON public.sub_events USING btree (event_id);
--> statement-breakpoint
CREATE INDEX ticket_type_sales_days_event_idx ON public.ticket_type_sales_days USING btree (event_id, day);
--> statement-breakpoint
CREATE INDEX ticket_types_event_idx ON public.ticket_types USING btree (event_id, "position");
--> statement-breakpoint
CREATE INDEX ticket_types_policy_idx ON public.ticket_types USING btree (cancellation_policy_id);
--> statement-breakpoint
CREATE INDEX tickets_event_idx ON public.tickets USING btree (event_id, ticket_type_id);
--> statement-breakpoint
CREATE INDEX tickets_order_idx ON public.tickets USING btree (order_id);
--> statement-breakpoint
CREATE INDEX tickets_type_idx ON public.tickets USING btree (ticket_type_id);
--> statement-breakpoint
CREATE INDEX unsettled_payables_partner_idx ON public.unsettled_payables USING btree (partner_id, event_id);
--> statement-breakpoint
CREATE INDEX unsettled_payables_plan_fees_idx ON public.unsettled_payables USING btree (created_at) WHERE (event_id IS NULL);
--> statement-breakpoint
ALTER TABLE ONLY public.agenda_items
    ADD CONSTRAINT agenda_items_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.attendees
    ADD CONSTRAINT attendees_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.auth_tokens
    ADD CONSTRAINT auth_tokens_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.bank_accounts
    ADD CONSTRAINT bank_accounts_country_id_countries_id_fk FOREIGN KEY (country_id) REFERENCES public.countries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.bank_accounts
    ADD CONSTRAINT bank_accounts_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.cancellation_policies
    ADD CONSTRAINT cancellation_policies_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.cancellation_policy_periods
    ADD CONSTRAINT cancellation_policy_periods_policy_id_cancellation_policies_id_ FOREIGN KEY (policy_id) REFERENCES public.cancellation_policies(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claim_photos
    ADD CONSTRAINT damage_claim_photos_claim_id_damage_claims_id_fk FOREIGN KEY (claim_id) REFERENCES public.damage_claims(id);
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claim_photos
    ADD CONSTRAINT damage_claim_photos_file_id_files_id_fk FOREIGN KEY (file_id) REFERENCES public.files(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claim_photos
    ADD CONSTRAINT damage_claim_photos_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claims
    ADD CONSTRAINT damage_claims_decided_by_person_id_persons_id_fk FOREIGN KEY (decided_by_person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claims
    ADD CONSTRAINT damage_claims_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id);
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claims
    ADD CONSTRAINT damage_claims_filed_by_person_id_persons_id_fk FOREIGN KEY (filed_by_person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claims
    ADD CONSTRAINT damage_claims_order_id_orders_id_fk FOREIGN KEY (order_id) REFERENCES public.orders(id);
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claims
    ADD CONSTRAINT damage_claims_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id);
--> statement-breakpoint
ALTER TABLE ONLY public.damage_claims
    ADD CONSTRAINT damage_claims_payment_id_payments_id_fk FOREIGN KEY (payment_id) REFERENCES public.payments(id);
--> statement-breakpoint
ALTER TABLE ONLY public.email_digests
    ADD CONSTRAINT email_digests_outbox_id_email_outbox_id_fk FOREIGN KEY (outbox_id) REFERENCES public.email_outbox(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.email_digests
    ADD CONSTRAINT email_digests_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_admin_rows
    ADD CONSTRAINT event_admin_rows_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_documents
    ADD CONSTRAINT event_documents_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_documents
    ADD CONSTRAINT event_documents_file_id_files_id_fk FOREIGN KEY (file_id) REFERENCES public.files(id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_images
    ADD CONSTRAINT event_images_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_images
    ADD CONSTRAINT event_images_file_id_files_id_fk FOREIGN KEY (file_id) REFERENCES public.files(id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_messages
    ADD CONSTRAINT event_messages_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_messages
    ADD CONSTRAINT event_messages_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_messages
    ADD CONSTRAINT event_messages_sent_by_persons_id_fk FOREIGN KEY (sent_by) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.event_review_summaries
    ADD CONSTRAINT event_review_summaries_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_search
    ADD CONSTRAINT event_search_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_search_text
    ADD CONSTRAINT event_search_text_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_versions
    ADD CONSTRAINT event_versions_created_by_persons_id_fk FOREIGN KEY (created_by) REFERENCES public.persons(id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_versions
    ADD CONSTRAINT event_versions_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_vetting_updates
    ADD CONSTRAINT event_vetting_updates_admin_person_id_persons_id_fk FOREIGN KEY (admin_person_id) REFERENCES public.persons(id);
--> statement-breakpoint
ALTER TABLE ONLY public.event_vetting_updates
    ADD CONSTRAINT event_vetting_updates_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.event_vetting_updates
    ADD CONSTRAINT event_vetting_updates_event_version_id_event_versions_id_fk FOREIGN KEY (event_version_id) REFERENCES public.event_versions(id);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_city_id_places_id_fk FOREIGN KEY (city_id) REFERENCES public.places(id);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_country_id_countries_id_fk FOREIGN KEY (country_id) REFERENCES public.countries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_event_size_id_option_items_id_fk FOREIGN KEY (event_size_id) REFERENCES public.option_items(id);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_event_type_id_option_items_id_fk FOREIGN KEY (event_type_id) REFERENCES public.option_items(id);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_num_attendees_id_option_items_id_fk FOREIGN KEY (num_attendees_id) REFERENCES public.option_items(id);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_num_exhibitors_id_option_items_id_fk FOREIGN KEY (num_exhibitors_id) REFERENCES public.option_items(id);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id);
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_previous_edition_id_events_id_fk FOREIGN KEY (previous_edition_id) REFERENCES public.events(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_venue_id_places_id_fk FOREIGN KEY (venue_id) REFERENCES public.places(id);
--> statement-breakpoint
ALTER TABLE ONLY public.favourites
    ADD CONSTRAINT favourites_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.favourites
    ADD CONSTRAINT favourites_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_damage_claim_id_damage_claims_id_fk FOREIGN KEY (damage_claim_id) REFERENCES public.damage_claims(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_order_id_orders_id_fk FOREIGN KEY (order_id) REFERENCES public.orders(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_payout_id_payouts_id_fk FOREIGN KEY (payout_id) REFERENCES public.payouts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_plan_charge_id_plan_charges_id_fk FOREIGN KEY (plan_charge_id) REFERENCES public.plan_charges(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_refund_id_refunds_id_fk FOREIGN KEY (refund_id) REFERENCES public.refunds(id);
--> statement-breakpoint
ALTER TABLE ONLY public.login_attempts
    ADD CONSTRAINT login_attempts_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.marketplace_offer
    ADD CONSTRAINT marketplace_offer_updated_by_person_id_persons_id_fk FOREIGN KEY (updated_by_person_id) REFERENCES public.persons(id);
--> statement-breakpoint
ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.order_change_offers
    ADD CONSTRAINT order_change_offers_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.order_change_offers
    ADD CONSTRAINT order_change_offers_event_version_id_event_versions_id_fk FOREIGN KEY (event_version_id) REFERENCES public.event_versions(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.order_change_offers
    ADD CONSTRAINT order_change_offers_order_id_orders_id_fk FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.order_registrations
    ADD CONSTRAINT order_registrations_order_id_orders_id_fk FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id);
--> statement-breakpoint
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id);
--> statement-breakpoint
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id);
--> statement-breakpoint
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_promo_code_id_promo_codes_id_fk FOREIGN KEY (promo_code_id) REFERENCES public.promo_codes(id);
--> statement-breakpoint
ALTER TABLE ONLY public.owed_by_event
    ADD CONSTRAINT owed_by_event_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id);
--> statement-breakpoint
ALTER TABLE ONLY public.owed_by_event
    ADD CONSTRAINT owed_by_event_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_address_codes
    ADD CONSTRAINT partner_address_codes_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_address_codes
    ADD CONSTRAINT partner_address_codes_requested_by_persons_id_fk FOREIGN KEY (requested_by) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_agreements
    ADD CONSTRAINT partner_agreements_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_agreements
    ADD CONSTRAINT partner_agreements_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_balances
    ADD CONSTRAINT partner_balances_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_documents
    ADD CONSTRAINT partner_documents_file_id_files_id_fk FOREIGN KEY (file_id) REFERENCES public.files(id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_documents
    ADD CONSTRAINT partner_documents_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_invitations
    ADD CONSTRAINT partner_invitations_accepted_by_persons_id_fk FOREIGN KEY (accepted_by) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_invitations
    ADD CONSTRAINT partner_invitations_invited_by_persons_id_fk FOREIGN KEY (invited_by) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_invitations
    ADD CONSTRAINT partner_invitations_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_members
    ADD CONSTRAINT partner_members_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_members
    ADD CONSTRAINT partner_members_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_plans
    ADD CONSTRAINT partner_plans_next_plan_key_listing_plans_key_fk FOREIGN KEY (next_plan_key) REFERENCES public.listing_plans(key);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_plans
    ADD CONSTRAINT partner_plans_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_plans
    ADD CONSTRAINT partner_plans_plan_key_listing_plans_key_fk FOREIGN KEY (plan_key) REFERENCES public.listing_plans(key);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_sectors
    ADD CONSTRAINT partner_sectors_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.partner_sectors
    ADD CONSTRAINT partner_sectors_sector_id_sectors_id_fk FOREIGN KEY (sector_id) REFERENCES public.sectors(id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_vetting_updates
    ADD CONSTRAINT partner_vetting_updates_admin_person_id_persons_id_fk FOREIGN KEY (admin_person_id) REFERENCES public.persons(id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_vetting_updates
    ADD CONSTRAINT partner_vetting_updates_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_country_id_countries_id_fk FOREIGN KEY (country_id) REFERENCES public.countries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_logo_file_id_files_id_fk FOREIGN KEY (logo_file_id) REFERENCES public.files(id);
--> statement-breakpoint
ALTER TABLE ONLY public.partners
    ADD CONSTRAINT partners_organization_type_id_option_items_id_fk FOREIGN KEY (organization_type_id) REFERENCES public.option_items(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_cardholder_country_id_countries_id_fk FOREIGN KEY (cardholder_country_id) REFERENCES public.countries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_order_id_orders_id_fk FOREIGN KEY (order_id) REFERENCES public.orders(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_holds
    ADD CONSTRAINT payout_holds_held_by_persons_id_fk FOREIGN KEY (held_by) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.payout_holds
    ADD CONSTRAINT payout_holds_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.payout_lines
    ADD CONSTRAINT payout_lines_ledger_entry_id_ledger_entries_id_fk FOREIGN KEY (ledger_entry_id) REFERENCES public.ledger_entries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_lines
    ADD CONSTRAINT payout_lines_payout_id_payouts_id_fk FOREIGN KEY (payout_id) REFERENCES public.payouts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_statement_totals
    ADD CONSTRAINT payout_statement_totals_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_statement_totals
    ADD CONSTRAINT payout_statement_totals_payout_id_payouts_id_fk FOREIGN KEY (payout_id) REFERENCES public.payouts(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payout_statement_totals
    ADD CONSTRAINT payout_statement_totals_plan_charge_id_plan_charges_id_fk FOREIGN KEY (plan_charge_id) REFERENCES public.plan_charges(id);
--> statement-breakpoint
ALTER TABLE ONLY public.payouts
    ADD CONSTRAINT payouts_bank_account_id_bank_accounts_id_fk FOREIGN KEY (bank_account_id) REFERENCES public.bank_accounts(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.payouts
    ADD CONSTRAINT payouts_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id);
--> statement-breakpoint
ALTER TABLE ONLY public.person_job_titles
    ADD CONSTRAINT person_job_titles_job_title_id_option_items_id_fk FOREIGN KEY (job_title_id) REFERENCES public.option_items(id);
--> statement-breakpoint
ALTER TABLE ONLY public.person_job_titles
    ADD CONSTRAINT person_job_titles_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.person_sanctions
    ADD CONSTRAINT person_sanctions_by_person_id_persons_id_fk FOREIGN KEY (by_person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.person_sanctions
    ADD CONSTRAINT person_sanctions_lifted_by_person_id_persons_id_fk FOREIGN KEY (lifted_by_person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.person_sanctions
    ADD CONSTRAINT person_sanctions_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.person_sectors
    ADD CONSTRAINT person_sectors_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.person_sectors
    ADD CONSTRAINT person_sectors_sector_id_sectors_id_fk FOREIGN KEY (sector_id) REFERENCES public.sectors(id);
--> statement-breakpoint
ALTER TABLE ONLY public.person_settings
    ADD CONSTRAINT person_settings_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.persons
    ADD CONSTRAINT persons_country_id_countries_id_fk FOREIGN KEY (country_id) REFERENCES public.countries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.persons
    ADD CONSTRAINT persons_image_file_id_files_id_fk FOREIGN KEY (image_file_id) REFERENCES public.files(id);
--> statement-breakpoint
ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_country_id_countries_id_fk FOREIGN KEY (country_id) REFERENCES public.countries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_merged_into_id_places_id_fk FOREIGN KEY (merged_into_id) REFERENCES public.places(id);
--> statement-breakpoint
ALTER TABLE ONLY public.plan_charges
    ADD CONSTRAINT plan_charges_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id);
--> statement-breakpoint
ALTER TABLE ONLY public.plan_charges
    ADD CONSTRAINT plan_charges_plan_key_listing_plans_key_fk FOREIGN KEY (plan_key) REFERENCES public.listing_plans(key);
--> statement-breakpoint
ALTER TABLE ONLY public.platform_fee_rates
    ADD CONSTRAINT platform_fee_rates_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.promo_codes
    ADD CONSTRAINT promo_codes_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_order_id_orders_id_fk FOREIGN KEY (order_id) REFERENCES public.orders(id);
--> statement-breakpoint
ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_payment_id_payments_id_fk FOREIGN KEY (payment_id) REFERENCES public.payments(id);
--> statement-breakpoint
ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_requested_by_person_id_persons_id_fk FOREIGN KEY (requested_by_person_id) REFERENCES public.persons(id);
--> statement-breakpoint
ALTER TABLE ONLY public.review_invitations
    ADD CONSTRAINT review_invitations_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.review_invitations
    ADD CONSTRAINT review_invitations_order_id_orders_id_fk FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.review_replies
    ADD CONSTRAINT review_replies_decided_by_person_id_persons_id_fk FOREIGN KEY (decided_by_person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.review_replies
    ADD CONSTRAINT review_replies_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.review_replies
    ADD CONSTRAINT review_replies_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.review_replies
    ADD CONSTRAINT review_replies_review_id_reviews_id_fk FOREIGN KEY (review_id) REFERENCES public.reviews(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.review_strikes
    ADD CONSTRAINT review_strikes_appeal_decided_by_person_id_persons_id_fk FOREIGN KEY (appeal_decided_by_person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.review_strikes
    ADD CONSTRAINT review_strikes_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.review_strikes
    ADD CONSTRAINT review_strikes_review_id_reviews_id_fk FOREIGN KEY (review_id) REFERENCES public.reviews(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_decided_by_person_id_persons_id_fk FOREIGN KEY (decided_by_person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_ticket_id_tickets_id_fk FOREIGN KEY (ticket_id) REFERENCES public.tickets(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.sales_open_alerts
    ADD CONSTRAINT sales_open_alerts_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.sector_subtypes
    ADD CONSTRAINT sector_subtypes_sector_id_sectors_id_fk FOREIGN KEY (sector_id) REFERENCES public.sectors(id);
--> statement-breakpoint
ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_person_id_persons_id_fk FOREIGN KEY (person_id) REFERENCES public.persons(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.sub_events
    ADD CONSTRAINT sub_events_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.sub_events
    ADD CONSTRAINT sub_events_sub_event_type_id_option_items_id_fk FOREIGN KEY (sub_event_type_id) REFERENCES public.option_items(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ticket_sub_events
    ADD CONSTRAINT ticket_sub_events_sub_event_id_sub_events_id_fk FOREIGN KEY (sub_event_id) REFERENCES public.sub_events(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ticket_sub_events
    ADD CONSTRAINT ticket_sub_events_ticket_id_tickets_id_fk FOREIGN KEY (ticket_id) REFERENCES public.tickets(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ticket_types
    ADD CONSTRAINT ticket_types_cancellation_policy_id_cancellation_policies_id_fk FOREIGN KEY (cancellation_policy_id) REFERENCES public.cancellation_policies(id);
--> statement-breakpoint
ALTER TABLE ONLY public.ticket_types
    ADD CONSTRAINT ticket_types_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_checked_in_by_person_id_persons_id_fk FOREIGN KEY (checked_in_by_person_id) REFERENCES public.persons(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id);
--> statement-breakpoint
ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_order_id_orders_id_fk FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_refund_id_refunds_id_fk FOREIGN KEY (refund_id) REFERENCES public.refunds(id);
--> statement-breakpoint
ALTER TABLE ONLY public.tickets
    ADD CONSTRAINT tickets_ticket_type_id_ticket_types_id_fk FOREIGN KEY (ticket_type_id) REFERENCES public.ticket_types(id);
--> statement-breakpoint
ALTER TABLE ONLY public.unsettled_payables
    ADD CONSTRAINT unsettled_payables_event_id_events_id_fk FOREIGN KEY (event_id) REFERENCES public.events(id);
--> statement-breakpoint
ALTER TABLE ONLY public.unsettled_payables
    ADD CONSTRAINT unsettled_payables_ledger_entry_id_ledger_entries_id_fk FOREIGN KEY (ledger_entry_id) REFERENCES public.ledger_entries(id);
--> statement-breakpoint
ALTER TABLE ONLY public.unsettled_payables
    ADD CONSTRAINT unsettled_payables_partner_id_partners_id_fk FOREIGN KEY (partner_id) REFERENCES public.partners(id);
--> statement-breakpoint
INSERT INTO public.event_admin_counts (status, events) VALUES ('PENDING', 0), ('APPROVED', 0), ('REJECTED', 0);
--> statement-breakpoint
INSERT INTO public.order_registration_counts (shard, registrations) SELECT s, 0 FROM generate_series(0, 15) AS s;
--> statement-breakpoint
INSERT INTO public.platform_fee_rates (partner_id, percent_basis_points, fixed_per_ticket) VALUES (NULL, 500, 0.50);
--> statement-breakpoint
INSERT INTO public.listing_plans ("key", "name", "monthly_price_minor", "currency", "max_live_events", "position") VALUES
  ('starter', 'Starter', 9900, 'USD', 3, 1),
  ('growth', 'Growth', 24900, 'USD', 15, 2),
  ('enterprise', 'Enterprise', 79900, 'USD', NULL, 3);
