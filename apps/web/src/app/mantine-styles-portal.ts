/*
 * Mantine styles of the portals, the admin console and the client's quotation page (lazy chunks),
 * on top of the forms' styles.
 * Shared bases first, in Mantine's order, then the components.
 */
import './mantine-styles-forms';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Timeline.css';
