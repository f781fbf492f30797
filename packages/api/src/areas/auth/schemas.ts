import * as z from 'zod/mini';
import {
  DISPLAY_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  VISITOR_ID_MAX,
} from '../../constants';
import { DateTime, visibleText } from '../../schemas/common';
import { BankAccount } from '../bank/schemas';
import { FingerprintPayload } from '../fingerprint/schemas';

/*
 * Validation messages are i18n keys of the `validation` namespace; forms translate them.
 * The same schemas validate requests in the mock backend.
 */

// The string() message is for a missing or non-string field (a hand-made request): same key as empty.
export const Username = z.string('validation:username.required').check(
  z.minLength(1, 'validation:username.required'),
  z.minLength(USERNAME_MIN, 'validation:username.tooShort'),
  z.maxLength(USERNAME_MAX, 'validation:username.tooLong'),
  z.regex(USERNAME_PATTERN, 'validation:username.chars'),
);

export const Password = z.string('validation:password.required').check(
  z.minLength(1, 'validation:password.required'),
  visibleText(),
  z.minLength(PASSWORD_MIN, 'validation:password.tooShort'),
  z.maxLength(PASSWORD_MAX, 'validation:password.tooLong'),
);

/** The player as the session knows them. */
export const Player = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().check(z.maxLength(DISPLAY_NAME_MAX)),
  createdAt: DateTime,
  lastLoginAt: DateTime,
});
export type Player = z.infer<typeof Player>;

export const Credential = z.object({
  username: z.string(),
  passwordChangedAt: DateTime,
});
export type Credential = z.infer<typeof Credential>;

// POST /v2/players/login
export const LoginRequest = z.object({ username: Username, password: Password });
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = z.object({ player: Player });
export type LoginResponse = z.infer<typeof LoginResponse>;

// POST /v2/players/register (the fingerprint is also sent in the X-Fingerprint header)
export const RegisterRequest = z.object({
  username: Username,
  password: Password,
  confirmPassword: z.string('validation:confirmPassword.required'),
  fingerprint: z
    .string('validation:fingerprint.required')
    .check(z.minLength(1, 'validation:fingerprint.required'), z.maxLength(VISITOR_ID_MAX), visibleText()),
  /**
   * The player confirmed being 18 or older. Optional on the wire so that its absence is the
   * business refusal ADULT_CONFIRMATION_REQUIRED (on the field), not a VALIDATION_ERROR.
   */
  adult: z.optional(z.boolean()),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;
export const RegisterResponse = z.object({
  player: z.object({ id: z.string(), username: z.string() }),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** The registration form: the request without the fingerprint, with the confirm rules. */
export const RegisterForm = z
  .object({
    username: Username,
    password: Password,
    confirmPassword: z
      .string('validation:confirmPassword.required')
      .check(z.minLength(1, 'validation:confirmPassword.required')),
    adult: z.literal(true, 'validation:adult.required'),
  })
  .check(
    z.refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      message: 'validation:confirmPassword.mismatch',
      path: ['confirmPassword'],
      // Checked whenever both are text: zod skips an object's refinements after a refused type
      // (the unticked 18+ box, `false` for `true`), and the mismatch would wait for the box.
      when: ({ value }) => {
        const v = value as { password?: unknown; confirmPassword?: unknown } | undefined;
        return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
      },
    }),
  );
export type RegisterForm = z.infer<typeof RegisterForm>;

/** The mock backend re-checks the confirm rule on the full request. */
export const RegisterRequestChecked = RegisterRequest.check(
  z.refine((v) => v.password === v.confirmPassword, {
    message: 'validation:confirmPassword.mismatch',
    path: ['confirmPassword'],
  }),
);

// POST /v2/players/username/validate
export const UsernameValidateRequest = z.object({ username: Username });
export type UsernameValidateRequest = z.infer<typeof UsernameValidateRequest>;
export const UsernameValidateResponse = z.object({ username: z.string(), available: z.boolean() });
export type UsernameValidateResponse = z.infer<typeof UsernameValidateResponse>;

// GET /v2/players/info
export const PlayerInfoResponse = z.object({
  player: Player,
  credential: Credential,
  bankAccounts: z.array(BankAccount),
});
export type PlayerInfoResponse = z.infer<typeof PlayerInfoResponse>;

// GET /v2/players/my: the light "current player" check the route guards use
export const MyResponse = z.object({
  player: z.object({ id: z.string(), username: z.string(), displayName: z.string() }),
});
export type MyResponse = z.infer<typeof MyResponse>;

// POST /v2/players/security/password/change
/** Change password (SPEC §5): each field at least 8, confirm equals new. */
const changePasswordField = z.string('validation:password.required').check(
  z.minLength(1, 'validation:password.required'),
  visibleText(),
  z.minLength(PASSWORD_MIN, 'validation:password.tooShort'),
  z.maxLength(PASSWORD_MAX, 'validation:password.tooLong'),
);
export const PasswordChangeRequest = z.object({
  currentPassword: changePasswordField,
  newPassword: changePasswordField,
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;
export const PasswordChangeForm = z
  .object({
    currentPassword: changePasswordField,
    newPassword: changePasswordField,
    confirmNewPassword: changePasswordField,
  })
  .check(
    z.refine((v) => v.confirmNewPassword.length < PASSWORD_MIN || v.newPassword === v.confirmNewPassword, {
      message: 'validation:confirmPassword.notMatch',
      path: ['confirmNewPassword'],
    }),
  );
export type PasswordChangeForm = z.infer<typeof PasswordChangeForm>;

export { FingerprintPayload };
