/**
 * Request and response schemas of the checkout calls. Every remote and the api read them from
 * here (architecture rule 4).
 */
import * as z from '@shop/shared-contracts/zod';
/**
 * Catalogue §4 order status labels, in the order an order usually moves through them.
 * `manual_cancellation` reads 'Cancellation pending'; `shipped` reads 'Dispatched'.
 */
export declare const ORDER_STATUSES: readonly ['processing', 'transfer_to_packing', 'ready_for_packing', 'skis_in_installation', 'shipped', 'transported_to_pickuplocation', 'ready_for_pick_up', 'order_cancellation_requested', 'manual_cancellation'];
export declare const orderStatusSchema: z.ZodEnum<{
    manual_cancellation: "manual_cancellation";
    order_cancellation_requested: "order_cancellation_requested";
    processing: "processing";
    ready_for_packing: "ready_for_packing";
    ready_for_pick_up: "ready_for_pick_up";
    shipped: "shipped";
    skis_in_installation: "skis_in_installation";
    transfer_to_packing: "transfer_to_packing";
    transported_to_pickuplocation: "transported_to_pickuplocation";
}>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** Where the payment of an order stands; `address_required` waits for a delivery address. */
export declare const PAYMENT_STATES: readonly ['pending', 'paid', 'cancelled', 'failed', 'address_required'];
export declare const paymentStateSchema: z.ZodEnum<{
    address_required: "address_required";
    cancelled: "cancelled";
    failed: "failed";
    paid: "paid";
    pending: "pending";
}>;
export type PaymentState = z.infer<typeof paymentStateSchema>;
/**
 * Which page a shopper lands on for an order (platform §2 payment outcomes): `pending` means
 * the payment is not settled yet and the order-process page keeps polling.
 */
export declare const ORDER_OUTCOMES: readonly ['ok', 'cancelled', 'error', 'address', 'pending'];
export declare const orderOutcomeSchema: z.ZodEnum<{
    address: "address";
    cancelled: "cancelled";
    error: "error";
    ok: "ok";
    pending: "pending";
}>;
export type OrderOutcome = z.infer<typeof orderOutcomeSchema>;
/** The pay-later checkout providers (platform §1: one pay-later provider). */
export declare const PAY_LATER_PROVIDERS: readonly ['klarna'];
export declare const payLaterProviderSchema: z.ZodEnum<{
    klarna: "klarna";
}>;
export type PayLaterProvider = z.infer<typeof payLaterProviderSchema>;
/** The number printed on the confirmation email: digits only. */
export declare const orderNumberSchema: z.ZodString;
/**
 * The key of an order in payment-outcome URLs: `{orderNumber}/{token}`, where the token is
 * 32 random url-safe characters (about 190 bits) stored with the order. The order number
 * alone is guessable; the token makes the URL an unguessable capability.
 */
export declare const orderSlugSchema: z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>, z.ZodString>;
/** `GET /api/orders/lookup/` query (view-order page): both must match the same order. */
export declare const orderLookupQuerySchema: z.ZodObject<{
    email: z.ZodPipe<z.ZodString, import("zod").ZodEmail>;
    order_number: z.ZodString;
    lang: import("zod").ZodDefault<z.ZodEnum<{
        de: "de";
        en: "en";
        fi: "fi";
        fr: "fr";
        ru: "ru";
        sv: "sv";
    }>>;
}, z.core.$strip>;
export type OrderLookupQuery = z.input<typeof orderLookupQuerySchema>;
/** `GET /api/orders/by-slug/` query: the payment-outcome pages' `{slug...}`. */
export declare const orderBySlugQuerySchema: z.ZodObject<{
    slug: z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>, z.ZodString>;
    lang: import("zod").ZodDefault<z.ZodEnum<{
        de: "de";
        en: "en";
        fi: "fi";
        fr: "fr";
        ru: "ru";
        sv: "sv";
    }>>;
}, z.core.$strip>;
/** `GET /api/orders/status/` query: the order-process page's `?order=` (an order slug). */
export declare const orderStatusQuerySchema: z.ZodObject<{
    order: z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>, z.ZodString>;
}, z.core.$strip>;
/** `GET /api/checkout/{provider}/confirm/` path and query (platform §2 pay-later confirm). */
export declare const payLaterConfirmParamsSchema: z.ZodObject<{
    provider: z.ZodEnum<{
        klarna: "klarna";
    }>;
}, z.core.$strip>;
export declare const payLaterConfirmQuerySchema: z.ZodObject<{
    klarna_order_id: z.ZodString;
}, z.core.$strip>;
/** One ordered row; `name` and `variant` are snapshots taken when the order was placed. */
export declare const orderLineSchema: z.ZodObject<{
    name: z.ZodString;
    variant: z.ZodString;
    amount: z.ZodNumber;
    unitPrice: z.ZodNumber;
    lineTotal: z.ZodNumber;
    path: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
export type OrderLine = z.infer<typeof orderLineSchema>;
/**
 * An order as the view-order and payment-ok pages show it. Money is euro cents; the order was
 * charged in `currencyCode` at `currencyRate`, so `formatPrice` with those shows what was paid.
 */
export declare const orderResponseSchema: z.ZodObject<{
    orderNumber: z.ZodString;
    createdAt: z.iso.ZodISODateTime;
    status: z.ZodEnum<{
        manual_cancellation: "manual_cancellation";
        order_cancellation_requested: "order_cancellation_requested";
        processing: "processing";
        ready_for_packing: "ready_for_packing";
        ready_for_pick_up: "ready_for_pick_up";
        shipped: "shipped";
        skis_in_installation: "skis_in_installation";
        transfer_to_packing: "transfer_to_packing";
        transported_to_pickuplocation: "transported_to_pickuplocation";
    }>;
    paymentState: z.ZodEnum<{
        address_required: "address_required";
        cancelled: "cancelled";
        failed: "failed";
        paid: "paid";
        pending: "pending";
    }>;
    outcome: z.ZodEnum<{
        address: "address";
        cancelled: "cancelled";
        error: "error";
        ok: "ok";
        pending: "pending";
    }>;
    currencyCode: z.ZodString;
    currencyRate: z.ZodNumber;
    recipient: z.ZodObject<{
        firstName: z.ZodString;
        lastName: z.ZodString;
        postalCode: z.ZodString;
        city: z.ZodString;
    }, z.core.$strip>;
    deliveryMethod: z.ZodObject<{
        slug: z.ZodString;
        name: z.ZodString;
    }, z.core.$strip>;
    payLaterProvider: z.ZodNullable<z.ZodEnum<{
        klarna: "klarna";
    }>>;
    lines: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        variant: z.ZodString;
        amount: z.ZodNumber;
        unitPrice: z.ZodNumber;
        lineTotal: z.ZodNumber;
        path: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>>;
    linesTotal: z.ZodNumber;
    deliveryTotal: z.ZodNumber;
    total: z.ZodNumber;
}, z.core.$strip>;
export type OrderResponse = z.infer<typeof orderResponseSchema>;
/** `GET /api/orders/status/` response: what the order-process page polls. */
export declare const orderStatusResponseSchema: z.ZodObject<{
    orderNumber: z.ZodString;
    status: z.ZodEnum<{
        manual_cancellation: "manual_cancellation";
        order_cancellation_requested: "order_cancellation_requested";
        processing: "processing";
        ready_for_packing: "ready_for_packing";
        ready_for_pick_up: "ready_for_pick_up";
        shipped: "shipped";
        skis_in_installation: "skis_in_installation";
        transfer_to_packing: "transfer_to_packing";
        transported_to_pickuplocation: "transported_to_pickuplocation";
    }>;
    paymentState: z.ZodEnum<{
        address_required: "address_required";
        cancelled: "cancelled";
        failed: "failed";
        paid: "paid";
        pending: "pending";
    }>;
    outcome: z.ZodEnum<{
        address: "address";
        cancelled: "cancelled";
        error: "error";
        ok: "ok";
        pending: "pending";
    }>;
}, z.core.$strip>;
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;
/** `GET /api/checkout/{provider}/confirm/` response: where the shopper goes next. */
export declare const payLaterConfirmResponseSchema: z.ZodObject<{
    slug: z.ZodString;
    outcome: z.ZodEnum<{
        address: "address";
        cancelled: "cancelled";
        error: "error";
        ok: "ok";
        pending: "pending";
    }>;
}, z.core.$strip>;
export type PayLaterConfirmResponse = z.infer<typeof payLaterConfirmResponseSchema>;
/** The message of the 404 of a lookup whose email and order number match no order. */
export declare const ORDER_NOT_FOUND_MESSAGE = "order not found (check email and order number)";
/** `GET /api/checkout/delivery-methods/` query: methods offered in a delivery country. */
export declare const deliveryMethodsQuerySchema: z.ZodObject<{
    country: import("zod").ZodDefault<z.ZodString>;
    lang: import("zod").ZodDefault<z.ZodEnum<{
        de: "de";
        en: "en";
        fi: "fi";
        fr: "fr";
        ru: "ru";
        sv: "sv";
    }>>;
}, z.core.$strip>;
export declare const DELIVERY_METHOD_KINDS: readonly ['home', 'pickup-point', 'store', 'express', 'freight'];
/** A delivery method of the checkout form (platform §3 Checkout deliveryMethods). */
export declare const deliveryMethodSchema: z.ZodObject<{
    slug: z.ZodString;
    name: z.ZodString;
    kind: z.ZodEnum<{
        express: "express";
        freight: "freight";
        home: "home";
        "pickup-point": "pickup-point";
        store: "store";
    }>;
    price: z.ZodNumber;
    freeThreshold: z.ZodNullable<z.ZodNumber>;
    timeEstimate: z.ZodString;
}, z.core.$strip>;
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export declare const deliveryMethodsResponseSchema: z.ZodArray<z.ZodObject<{
    slug: z.ZodString;
    name: z.ZodString;
    kind: z.ZodEnum<{
        express: "express";
        freight: "freight";
        home: "home";
        "pickup-point": "pickup-point";
        store: "store";
    }>;
    price: z.ZodNumber;
    freeThreshold: z.ZodNullable<z.ZodNumber>;
    timeEstimate: z.ZodString;
}, z.core.$strip>>;
