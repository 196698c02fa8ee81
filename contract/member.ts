/**
 * Members (design.md §3, spec "not shown" parts): captcha, sign-in by mobile number and one-time
 * code, the session, favourites and store credit.
 *
 *   POST /v1/general/{lang}/captcha/{captcha_id}   body: captchaOptions  → { data: captcha }
 *   POST /v1/member/{lang}/otp/send                body: otpSendBody     → { data: otpSent }
 *   POST /v1/member/{lang}/otp/verify              body: otpVerifyBody   → { data: session } + refresh cookie
 *   GET  /api/auth/session                         refresh cookie        → session | { error: 'RefreshAccessTokenError' }
 *   POST /api/auth/signout                         refresh cookie        → 204
 */
import { z } from 'zod';
import { productListItemSchema } from './catalog.ts';
import { CALENDAR_TYPES, NOTIFICATION_KINDS, LANGS, type Lang } from './constants.ts';
import { detailResponse, listResponse, type CallSchemas, listQueryBase, querySort } from './common.ts';

/** Spec §3 captcha options; each has the spec's value as default. */
export const captchaOptions = z.object({
  code_length: z.number().int().min(4).max(8).default(4),
  width: z.number().int().min(60).max(400).default(100),
  height: z.number().int().min(30).max(200).default(50),
  dark: z.boolean().default(false),
});
export type CaptchaOptions = z.input<typeof captchaOptions>;
export const captchaIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'captcha id: 8 to 64 letters, digits or hyphens');

export const captchaSchema = z.object({
  captcha_id: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
  expires_at: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/**
 * A mobile number as a person types it (spec §5): Persian, Arabic or Latin digits, with +98, 0098,
 * 98 or 0 before it, spaces and dashes too. The document states the plain forms, each of which the
 * server takes; it also takes the same with spaces, dashes or brackets.
 */
const mobile = z
  .string()
  .min(10)
  .max(20)
  .meta({ pattern: '^(?:\\+98|0098|98|0|۰|٠)?[9۹٩][0-9۰-۹٠-٩]{9}$', description: 'An Iranian mobile number: 10 digits from 9, with +98, 0098, 98 or 0 before them' });

export const otpSendBody = z.object({
  mobile_number: mobile,
  captcha_id: captchaIdSchema,
  captcha_value: z.string().min(1).max(16),
});
export type OtpSendBody = z.infer<typeof otpSendBody>;

/** Sent: when the code expires and when another may be asked for; never whether the number is a member. */
export const otpSentSchema = z.object({
  expires_in_s: z.number().int(),
  resend_in_s: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** A person's name: no control characters (the zero-width non-joiner of Persian names is fine). */
const name = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');
export const otpVerifyBody = z.object({
  mobile_number: mobile,
  code: z.string().min(4).max(12),
  /** Required for a new member. */
  first_name: name.optional(),
  last_name: name.optional(),
});
export type OtpVerifyBody = z.infer<typeof otpVerifyBody>;

/** Spec §3's calendar types. */
const calendarType = z.union([z.literal(CALENDAR_TYPES.jalali), z.literal(CALENDAR_TYPES.gregorian)]);

export const sessionUserSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Extension (issue 29): the calendar the member chose in their profile; null or absent: their language's. */
  calendar: calendarType.nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({ user: sessionUserSchema, expires: z.string(), access_token: z.string() });
export type Session = z.infer<typeof sessionSchema>;
export type SessionError = { error: 'RefreshAccessTokenError' };

/** One-time codes: 6 digits, valid 2 minutes, 5 guesses; a new one no sooner than 60 s later. */
export const OTP_LENGTH = 6;
export const OTP_TTL_S = 120;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_S = 60;

// ---------- profile and e-mail sign-in (extension, issue 29) ----------

/** An e-mail address, compared and kept lower-cased. */
const email = z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'must be an e-mail address' }));

/** What the member's profile page shows: their name, number, e-mail, whether a password is set, and their calendar. */
export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  has_password: z.boolean(),
  /** Spec §3's calendar types; null: the page's language decides (Jalali in Persian, Gregorian in English). */
  calendar: calendarType.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** UpdateProfile: the name, the e-mail (null removes it, and with it e-mail sign-in) and the calendar. */
export const profileUpdateBody = z.object({
  first_name: name,
  last_name: name,
  email: email.nullable(),
  calendar: calendarType.nullable(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** A new password (spec §5's strength rule, shared/password.ts, at the configured difficulty). */
export const passwordBody = z.object({ password: z.string().min(1).max(128) });
export type PasswordBody = z.infer<typeof passwordBody>;

/** Login type Email: the e-mail and password, after a captcha (as the code is). */
export const emailSignInBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().min(1).max(128),
  captcha_id: captchaIdSchema,
  captcha_value: z.string().min(1).max(16),
});
export type EmailSignInBody = z.infer<typeof emailSignInBody>;

// ---------- favourites ----------

export const FAVORITE_SORT_COLUMNS = ['created_at', 'title'] as const;
export const favoriteListQuery = z.object({
  ...listQueryBase,
  title: z.string().max(100).optional(),
  sort: querySort(FAVORITE_SORT_COLUMNS).optional(),
});

/** A favourite: the product, and when the member saved it. */
/** A favourite: the product as a list shows it (since issue 13: contract/CHANGES.md), and when it was marked. */
export const favoriteProductSchema = productListItemSchema.extend({ favorited_at: z.string() });
export type FavoriteProduct = z.infer<typeof favoriteProductSchema>;
/** `DELETE …/deletefavorite` answers which product and whether it was a favourite. */
export const favoriteDeletedSchema = z.object({ product_id: z.number().int(), deleted: z.boolean() });

// ---------- credit ----------

export const CREDIT_KINDS = { topUp: 1, refund: 2, purchase: 3, gift: 4 } as const;
export const CREDIT_SORT_COLUMNS = ['created_at', 'amount'] as const;
export const creditListQuery = z.object({
  ...listQueryBase,
  searchKeywords: z.string().max(100).optional(),
  sort: querySort(CREDIT_SORT_COLUMNS).optional(),
});

export const creditSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  /** Rial; negative for spending. */
  amount: z.number().int(),
  kind: z.number().int(),
  description: z.string(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type Credit = z.infer<typeof creditSchema>;

export const creditAccountSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  balance: z.number().int(),
  credit_count: z.number().int(),
  created_at: z.string(),
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;

export const balanceSchema = z.object({ account_id: z.number().int(), balance: z.number().int(), currency: z.literal('IRR') });
export type Balance = z.infer<typeof balanceSchema>;

// ---------- back in stock (extension, issue 31 §5) ----------

/**
 * A member's "tell me when it is back" on a product: `notified_at` null while it waits; set when the
 * member was told (once: asking again arms it anew).
 */
export const stockAlertSchema = z.object({ product_id: z.number().int(), created_at: z.string(), notified_at: z.string().nullable() });
export type StockAlert = z.infer<typeof stockAlertSchema>;
/** The member's waiting alerts (those not yet told), newest first. */
export const stockAlertsSchema = z.object({ items: z.array(stockAlertSchema) });
export const stockAlertDeletedSchema = z.object({ product_id: z.number().int(), deleted: z.boolean() });

// ---------- notices (extension, issue 27) ----------

export const NOTICE_SORT_COLUMNS = ['created_at'] as const;
export const noticeListQuery = z.object({
  ...listQueryBase,
  sort: querySort(NOTICE_SORT_COLUMNS).optional(),
});

/**
 * A notice to the member: what happened (`kind`, NOTIFICATION_KINDS) to what (`subject_id`: the
 * order, ticket or review), and its facts (`data`: order_id, carrier, tracking_code, tracking_url,
 * amount…), which the storefront words in the page's language.
 */
export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject_id: z.number().int(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
/** A notice as a push message carries it to a device (encrypted to it): in the language that device's pages were in. */
export type NoticePush = Notice & { lang: Lang };

export const noticeReadBody = z.union([z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }), z.object({ all: z.literal(true) })]);
export const noticeSettingsSchema = z.object({ sms: z.boolean() });

/** base64url bytes of a given length (a push subscription's keys). */
const base64urlBytes = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} is base64url`)
    .refine((k) => Math.floor((k.replace(/=+$/, '').length * 3) / 4) === bytes, `${what} is ${bytes} bytes`);
const pushEndpoint = z.string().url().max(1000);
/** Whether this server sends Web Push (its VAPID public key, else null), and whether the device asked about is subscribed. */
export const pushStateQuery = z.object({ endpoint: pushEndpoint.optional() });
export const pushStateSchema = z.object({ public_key: z.string().nullable(), subscribed: z.boolean() });
export type PushState = z.infer<typeof pushStateSchema>;
/** A device's push subscription (PushSubscription.toJSON()), and the language its notices are worded in. */
export const pushSubscribeBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: base64urlBytes(65, 'keys.p256dh'), auth: base64urlBytes(16, 'keys.auth') }),
  lang: z.enum(LANGS),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBody>;
export const pushRemoveBody = z.object({ endpoint: pushEndpoint });
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;

// ---------- calls ----------

export const memberCalls = {
  'captcha.create': { params: { captchaId: captchaIdSchema }, body: captchaOptions, response: detailResponse(captchaSchema) },
  'otp.send': { body: otpSendBody, response: detailResponse(otpSentSchema) },
  'otp.verify': { body: otpVerifyBody, response: detailResponse(sessionSchema) },
  'email.signin': { body: emailSignInBody, response: detailResponse(sessionSchema) },
  'profile.get': { response: detailResponse(profileSchema) },
  'profile.update': { body: profileUpdateBody, response: detailResponse(profileSchema) },
  'profile.password': { body: passwordBody, response: detailResponse(profileSchema) },
  'favorites.list': { query: favoriteListQuery, response: listResponse(favoriteProductSchema) },
  'favorites.get': { response: detailResponse(favoriteProductSchema) },
  'favorites.add': { response: detailResponse(favoriteProductSchema), status: 201 },
  'favorites.remove': { response: detailResponse(favoriteDeletedSchema) },
  'stockAlerts.list': { response: detailResponse(stockAlertsSchema) },
  'stockAlerts.add': { response: detailResponse(stockAlertSchema), status: 201 },
  'stockAlerts.remove': { response: detailResponse(stockAlertDeletedSchema) },
  'credit.list': { query: creditListQuery, response: listResponse(creditSchema) },
  'credit.get': { response: detailResponse(creditSchema) },
  'credit.balance': { response: detailResponse(balanceSchema) },
  'credit.account': { response: detailResponse(creditAccountSchema) },
  'notices.list': { query: noticeListQuery, response: listResponse(noticeSchema) },
  'notices.unread': { response: detailResponse(z.object({ unread: z.number().int() })) },
  'notices.read': { body: noticeReadBody, response: detailResponse(z.object({ read: z.number().int() })) },
  'notices.settings': { response: detailResponse(noticeSettingsSchema) },
  'notices.saveSettings': { body: noticeSettingsSchema, response: detailResponse(noticeSettingsSchema) },
  'notices.push': { query: pushStateQuery, response: detailResponse(pushStateSchema) },
  'notices.subscribe': { body: pushSubscribeBody, response: detailResponse(pushStateSchema) },
  'notices.unsubscribe': { body: pushRemoveBody, response: detailResponse(pushStateSchema) },
} satisfies CallSchemas;

/** A mobile number and a person's name, as sign-in takes them (the desk's staff too, contract/staff.ts). */
export { mobile as mobileNumberSchema, name as personNameSchema };
