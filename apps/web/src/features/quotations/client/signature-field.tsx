import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconEraser, IconSignature } from '@tabler/icons-react';
import { signatureScale } from '@tc/contracts/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { useTranslation } from '../../../i18n/translate';
import classes from './quotation-page.module.css';

interface SignatureFieldProps {
  /** The signature as a PNG data URL; '' while the box is empty. */
  onChange: (signature: string) => void;
  error?: string;
  /** The name typed above: who cannot draw (keyboard, screen reader) signs with it. */
  typedName: string;
}

const INK = '#14253f';

/**
 * The signature box: drawn with a mouse, finger or pen (signature_pad), cleared, or filled with
 * the typed name for whoever cannot draw. The canvas is named and described for screen readers,
 * and says when it holds a signature.
 */
export function SignatureField({ onChange, error, typedName }: SignatureFieldProps) {
  const { t } = useTranslation();
  const ids = { label: useId(), help: useId(), error: useId() };
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [signed, setSigned] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: INK, minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const report = () => {
      setSigned(!pad.isEmpty());
      changed.current(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    };
    let width = 0;
    // The canvas draws in device pixels, so its bitmap follows its width on screen (strokes kept),
    // within the largest signature the server takes.
    const fit = () => {
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const ratio = signatureScale(canvas.offsetWidth, canvas.offsetHeight, window.devicePixelRatio || 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
      report();
    };
    fit();
    pad.addEventListener('endStroke', report);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.off();
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setSigned(false);
    onChange('');
  };

  const signWithName = async () => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    const scratch = document.createElement('canvas');
    scratch.width = canvas.width;
    scratch.height = canvas.height;
    const context = scratch.getContext('2d');
    if (!context) return;
    context.fillStyle = INK;
    context.font = `italic ${Math.round(scratch.height * 0.3)}px "Segoe Script", "Brush Script MT", cursive`;
    context.textBaseline = 'middle';
    context.fillText(typedName.trim(), scratch.width * 0.05, scratch.height / 2, scratch.width * 0.9);
    pad.clear();
    await pad.fromDataURL(scratch.toDataURL('image/png'));
    setSigned(true);
    onChange(pad.toDataURL('image/png'));
  };

  return (
    <Stack gap={6}>
      <Input.Label id={ids.label} required>
        {t('quotationPage.accept.signature')}
      </Input.Label>
      <Text id={ids.help} fz="sm" c="dimmed">
        {t('quotationPage.accept.signatureHelp')}
      </Text>
      <canvas
        ref={canvasRef}
        className={classes.signature}
        data-invalid={error ? true : undefined}
        role="img"
        aria-labelledby={ids.label}
        aria-describedby={error ? `${ids.help} ${ids.error}` : ids.help}
      />
      <Text fz="sm" aria-live="polite" c={signed ? 'green.9' : 'dimmed'}>
        {signed ? t('quotationPage.accept.signed') : t('quotationPage.accept.notSigned')}
      </Text>
      {error && (
        <Input.Error id={ids.error} role="alert">
          {error}
        </Input.Error>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={clear}
        >
          {t('quotationPage.accept.clear')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconSignature size={16} aria-hidden />}
          disabled={typedName.trim() === ''}
          onClick={() => void signWithName()}
        >
          {t('quotationPage.accept.typedSignature')}
        </Button>
      </Group>
    </Stack>
  );
}
