import { Button } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './site-layout.module.css';

/** Lets keyboard and screen-reader users jump over the header straight to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  // Focus the target directly: following `#id` would change the URL the router owns.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <Button component="a" href={`#${targetId}`} onClick={skip} className={classes.skipLink}>
      {t('common.skipToContent')}
    </Button>
  );
}
