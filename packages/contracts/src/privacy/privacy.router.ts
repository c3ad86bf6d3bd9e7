import { adminProcedure, router } from '../trpc.js';
import {
  personalDataSchema,
  privacyEraseInputSchema,
  privacyEraseResultSchema,
  privacyPersonInputSchema,
  privacySettingsAnswerSchema,
  privacySettingsSchema,
} from './privacy.schema.js';
import { erasePersonalData } from './privacy-erase.service.js';
import { exportPersonalData } from './privacy-export.service.js';
import { getPrivacySettings, updatePrivacySettings } from './privacy-retention.js';

/** A person's data on request, and how long the product keeps what nobody asked to erase (admins only). */
export const privacyRouter = router({
  /** Every row held about the person, as JSON; the export is audited. */
  export: adminProcedure
    .input(privacyPersonInputSchema)
    .output(personalDataSchema)
    .query(({ ctx, input }) => exportPersonalData(ctx, ctx.user, input)),

  erase: adminProcedure
    .input(privacyEraseInputSchema)
    .output(privacyEraseResultSchema)
    .mutation(({ ctx, input }) => erasePersonalData(ctx, ctx.user, input)),

  settings: adminProcedure.output(privacySettingsAnswerSchema).query(({ ctx }) => getPrivacySettings(ctx.db)),

  updateSettings: adminProcedure
    .input(privacySettingsSchema)
    .output(privacySettingsAnswerSchema)
    .mutation(({ ctx, input }) => updatePrivacySettings(ctx, ctx.user, input)),
});
