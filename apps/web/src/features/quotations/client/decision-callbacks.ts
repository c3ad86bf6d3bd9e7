import type { PublicQuotation } from '@tc/contracts/schemas';
import { notifyError } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { t } from '../../../i18n/translate';
import { errorCode } from '../error-code';

/** What the page does with the answer to an accept or a decline. */
export interface DecisionCallbacks {
  token: string;
  /** The quotation as it now stands (accepted or declined). */
  onDecided: (quotation: PublicQuotation) => void;
  /** Someone decided first, or it expired: the server's sentence, shown on the page. */
  onRefused: (message: string) => void;
}

/** The server refused the decision: a 409 is the page's news; anything else a toast to try again. */
function decisionFailed(error: unknown, onRefused: (message: string) => void) {
  if (errorCode(error) === 'CONFLICT') {
    onRefused(serverMessage(error, t('quotationPage.failed')));
    return;
  }
  notifyError(t('common.error'), serverMessage(error, t('quotationPage.failed')), 'quotation-decision');
}

/** The accept's and the decline's mutation callbacks. */
export const decisionHandlers = ({ onDecided, onRefused }: DecisionCallbacks) => ({
  onSuccess: onDecided,
  onError: (error: unknown) => decisionFailed(error, onRefused),
});
