/** Query keys of the accounts feature. */
export const authKeys = {
  all: ['auth'] as const,
  registerConfirm: (code: string) => [...authKeys.all, 'registerConfirm', code] as const,
  emailConfirm: (code: string) => [...authKeys.all, 'emailConfirm', code] as const,
};
