import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';

/** One thing a row's '...' menu offers; the screen lists only what the rules allow for the row. */
export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  /** What it does; or `href`, an address it opens in a new window (a certificate's PDF)... */
  onClick?: () => void;
  href?: string;
  /** ...or saves as a file (a QR code to print). */
  download?: boolean;
  /** Red for what removes or ends something. */
  danger?: boolean;
}

/** A row's actions behind one '...' button, named for the row ('Actions for Jane Doe'); nothing when there are none. */
export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action, index) => (
          <Fragment key={action.key}>
            {action.danger && index > 0 && !actions[index - 1]?.danger && <Menu.Divider />}
            {action.href ? (
              <Menu.Item
                component="a"
                href={action.href}
                {...(action.download ? { download: true } : { target: '_blank', rel: 'noopener' })}
                leftSection={action.icon}
              >
                {action.label}
              </Menu.Item>
            ) : (
              <Menu.Item
                color={action.danger ? 'red' : undefined}
                leftSection={action.icon}
                onClick={action.onClick}
              >
                {action.label}
              </Menu.Item>
            )}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
