import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useCertificateClients } from './use-certificate-clients';

/** The choice that names no client company: an option of its own, reached like any other. */
const NONE = 'none';

/**
 * The Client company field of the Publish and Client company dialogs: an optional, searchable
 * choice of the active client accounts (the one already named stays offered if it was switched
 * off since), or "No client company" (null).
 */
export function CertificateClientSelect({
  current = null,
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  current?: string | null;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const clients = useCertificateClients();
  return (
    <Select
      label={t('publicCertificates.fields.client')}
      description={t('publicCertificates.fields.clientText')}
      data={[{ value: NONE, label: t('publicCertificates.fields.noClient') }, ...clients.choices(current)]}
      searchable
      value={value ?? NONE}
      onChange={(chosen) => onChange(chosen && chosen !== NONE ? chosen : null)}
      // Each company's name runs its own way, chosen and among the others: on an Arabic page
      // 'Sitra Cranes W.L.L. (...)' keeps its full stop in place, and a phone shows its start.
      renderOption={({ option }) => <span dir="auto">{option.label}</span>}
      styles={{ input: { unicodeBidi: 'plaintext' } }}
      {...props}
    />
  );
}
