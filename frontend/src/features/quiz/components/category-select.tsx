import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { categoryIds } from '@plume/shared/content';
import { useTranslation } from 'react-i18next';
import type { QuizCategory } from '../api/get-quiz-categories';

export type CategoryId = (typeof categoryIds)[number];
const isCategoryId = (value: string): value is CategoryId => categoryIds.some((id) => id === value);

interface CategorySelectProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  categories: QuizCategory[];
  value: CategoryId | undefined;
  onChange: (category: CategoryId | undefined) => void;
  /** Optional filters start on "every category"; a required choice starts on a prompt. */
  optional?: boolean;
}

/** The quiz categories as a native select: keyboard and screen-reader friendly on every device. */
export function CategorySelect({ categories, value, onChange, optional = false, ...props }: CategorySelectProps) {
  const { t } = useTranslation();
  const first = { value: '', label: optional ? t('quiz.category.all') : t('quiz.category.choose'), disabled: !optional };
  const known = categories.filter((category) => isCategoryId(category.id));
  return (
    <NativeSelect
      label={t('quiz.category.label')}
      data={[first, ...known.map((category) => ({ value: category.id, label: category.name }))]}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(isCategoryId(chosen) ? chosen : undefined);
      }}
      {...props}
    />
  );
}
