import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPortalTexts } from '../../../i18n/portal-texts';
import { t } from '../../../i18n/translate';
import { withIsolatedName } from './quotation-columns';

describe('the quotations list’s progress line', () => {
  beforeAll(loadPortalTexts);

  it('isolates the client’s name, so an Arabic name is not run into the date', () => {
    const text = t('adminQuotations.acceptedBy', { date: '27/11/2026 10:00' });
    expect(renderToStaticMarkup(withIsolatedName(text, 'هدى الجشي'))).toBe(
      'Accepted by <bdi>هدى الجشي</bdi>, 27/11/2026 10:00',
    );
  });
});
