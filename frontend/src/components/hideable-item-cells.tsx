import { Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface HideableItemCellsProps {
  hidden: boolean;
  /** The hide/show request for this row is under way. */
  toggling: boolean;
  onEdit: () => void;
  onToggleHidden: () => void;
  /**
   * The page's catalogue section holding `hidden`, `visible`, `show`, `hide` and the buttons' names `editNamed`,
   * `showNamed`, `hideNamed`, which name the row's item as `{{item}}` (« Masquer « forêt » »).
   */
  section: 'adminWords' | 'adminQuestions' | 'adminDictations';
  item: string;
}

/** The last two cells of an admin content row that players may be kept from: its status, then « Modifier » and « Masquer » / « Afficher ». */
export function HideableItemCells({ hidden, toggling, onEdit, onToggleHidden, section, item }: HideableItemCellsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Td>
        <Badge variant={hidden ? 'filled' : 'light'} color={hidden ? 'gray' : 'indigo'}>
          {t(`${section}.${hidden ? 'hidden' : 'visible'}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={t(`${section}.editNamed`, { item })}>
            {t('common.edit')}
          </Button>
          <Button size="compact-sm" variant="default" loading={toggling} onClick={onToggleHidden} aria-label={t(`${section}.${hidden ? 'showNamed' : 'hideNamed'}`, { item })}>
            {t(`${section}.${hidden ? 'show' : 'hide'}`)}
          </Button>
        </Group>
      </Table.Td>
    </>
  );
}
