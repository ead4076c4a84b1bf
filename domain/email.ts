/**
 * The e-mails a candidate receives (docs/email.md): their kinds, when reminders fall, and the lost-link form's
 * schema, shared by the organisation API, the worker that sends them and the lost-link page.
 */
import * as v from 'valibot';
import { freeText } from './forms/fields';
import { MESSAGES } from './messages';

export const EMAIL_KINDS = ['invitation', 'reminder', 'new_link', 'expiry_extended', 'phone_link'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What the outbox knows of a message: waiting, taken by the SMTP server, refused by it, or given up on. */
export const EMAIL_STATUSES = ['pending', 'accepted', 'refused', 'failed', 'cancelled', 'unsent'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** When reminders fall unless the organisation says otherwise: 3 and 7 days after the invitation, 2 before expiry. */
export const DEFAULT_REMINDER_DAYS_AFTER_INVITATION = [3, 7] as const;
export const DEFAULT_REMINDER_DAYS_BEFORE_EXPIRY = [2] as const;
/** The furthest a reminder may be set from its anchor: longer than any request lives by default. */
export const MAX_REMINDER_DAYS = 365;
export const MAX_REMINDERS = 5;

export interface ReminderSchedule {
  after_invitation_days: number[];
  before_expiry_days: number[];
}

export const DEFAULT_REMINDERS: ReminderSchedule = {
  after_invitation_days: [...DEFAULT_REMINDER_DAYS_AFTER_INVITATION],
  before_expiry_days: [...DEFAULT_REMINDER_DAYS_BEFORE_EXPIRY],
};

/** The moment a reminder is due: days after the invitation, or days before the expiry date. */
export function reminderDueAt(anchor: 'invitation' | 'expiry', days: number, invitedAt: Date, expiresAt: Date): Date {
  return anchor === 'invitation' ? new Date(invitedAt.getTime() + days * DAY_MS) : new Date(expiresAt.getTime() - days * DAY_MS);
}

const reminderDays = v.pipe(
  v.array(v.pipe(v.number(), v.integer('Use whole days.'), v.minValue(1), v.maxValue(MAX_REMINDER_DAYS))),
  v.maxLength(MAX_REMINDERS, `At most ${MAX_REMINDERS} reminders.`),
);

/** The reminders of one request: false for none; either list may be left out for its default. */
export const reminderScheduleSchema = v.union([
  v.literal(false),
  v.object({
    after_invitation_days: v.optional(reminderDays, () => [...DEFAULT_REMINDER_DAYS_AFTER_INVITATION]),
    before_expiry_days: v.optional(reminderDays, () => [...DEFAULT_REMINDER_DAYS_BEFORE_EXPIRY]),
  }),
]);

/** Body of PATCH /api/org/requests/{guid}: a later expiry date. */
export const orgRequestPatchSchema = v.object({
  expire_date: v.pipe(v.string(), v.isoTimestamp('Use an ISO 8601 timestamp.')),
});

export const LOST_LINK_EMAIL_REQUIRED = MESSAGES.lostLinkEmailRequired;
export const LOST_LINK_EMAIL_INVALID = MESSAGES.lostLinkEmailInvalid;

/** The lost-link form (the unrecognised and expired link pages) and POST /api/lost-link/. */
export const lostLinkSchema = v.object({
  email: v.pipe(
    freeText(),
    v.trim(),
    v.nonEmpty(LOST_LINK_EMAIL_REQUIRED),
    v.email(LOST_LINK_EMAIL_INVALID),
    v.maxLength(254, LOST_LINK_EMAIL_INVALID),
  ),
});
export type LostLinkInput = v.InferOutput<typeof lostLinkSchema>;
