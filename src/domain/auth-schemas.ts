import { z } from 'zod';
import { isValidPhone } from './phone';
import { evenWithOtherErrors, validationCodes } from './validation-codes';
import { notifyPreferences } from './contracts/push';

export const PASSWORD_MIN_LENGTH = 8;

export const languageSchema = z.enum(['ro', 'en']);
export const emailSchema = z.string().trim().min(1).max(255).pipe(z.email());
const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(200);
const name = z.string().trim().min(1).max(255);

/** Optional phone: blank means none; otherwise 7-15 digits, optional leading +, spaces allowed. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(32)
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isValidPhone(v), { params: { code: validationCodes.phone } });

type PasswordPair = { password?: string | null; password_confirmation?: string | null };

function checkConfirmation(value: PasswordPair, ctx: z.RefinementCtx): void {
  if (typeof value.password === 'string' && value.password && value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      params: { code: validationCodes.passwordConfirmation },
      input: value.password_confirmation,
    });
  }
}

export const registerSchema = z
  .object({
    name,
    email: emailSchema,
    phone: optionalPhoneSchema,
    password: newPassword,
    password_confirmation: z.string().max(200),
    language: languageSchema.optional(),
  })
  .superRefine(checkConfirmation, evenWithOtherErrors);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  remember: z.boolean().optional().default(false),
});

/** A missing refresh token is an authentication failure (401), not a form error: optional here. */
export const refreshTokenSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().max(200).optional(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    token: z.string().min(1).max(200),
    password: newPassword,
    password_confirmation: z.string().max(200),
  })
  .superRefine(checkConfirmation, evenWithOtherErrors);

export const userLanguageSchema = z.object({ language: languageSchema });

/** Account form: a blank password keeps the current one. */
export const accountUpdateSchema = z
  .object({
    name,
    email: emailSchema,
    phone: optionalPhoneSchema,
    password: z.string().max(200).nullish(),
    password_confirmation: z.string().max(200).nullish(),
    current_password: z.string().max(200).nullish(),
    /** Which notifications reach the user by push (modules/push); left out: unchanged. */
    notify: notifyPreferences.optional(),
  })
  .superRefine((value, ctx) => {
    if (typeof value.password === 'string' && value.password && value.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: PASSWORD_MIN_LENGTH,
        inclusive: true,
        path: ['password'],
        input: value.password,
      });
    }
    checkConfirmation(value, ctx);
  }, evenWithOtherErrors);

export type AccountUpdate = z.output<typeof accountUpdateSchema>;
