import type { Context } from '../context.js';
import type { Language } from '../language.js';

/**
 * The caller chooses a language: the `lang` cookie keeps it for this browser and, for a signed-in
 * user, the account keeps it for every browser and for the mails they get. Answers the context
 * as it now reads (its messages in the chosen language).
 */
export async function chooseLanguage(ctx: Context, language: Language): Promise<Context> {
  ctx.languageCookie.set(language);
  if (!ctx.user) return { ...ctx, language };
  if (ctx.user.language !== language) {
    await ctx.db
      .updateTable('users')
      .set({ language, updatedAt: ctx.now() })
      .where('id', '=', ctx.user.id)
      .execute();
  }
  return { ...ctx, language, user: { ...ctx.user, language } };
}
