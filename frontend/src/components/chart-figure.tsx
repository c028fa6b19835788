import { Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface ChartFigureProps<Row> {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  /** The chart's figures as a table, read by screen readers in place of the drawing. */
  rows: Row[];
  columns: { label: string; value: (row: Row) => ReactNode }[];
  rowKey: (row: Row) => string;
  /** 3 inside a titled section of the page. */
  headingOrder?: 2 | 3;
  /** Controls of the chart (e.g. what it plots), between its description and its drawing. */
  controls?: ReactNode;
}

/** A titled chart whose drawing is decorative and whose figures stay available as a (visually hidden) table. */
export function ChartFigure<Row>({ title, description, chart, rows, columns, rowKey, headingOrder = 2, controls }: ChartFigureProps<Row>) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={headingOrder} size="h4" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" component="div">
              {description}
            </Text>
          )}
        </div>
        {controls}
        {/* Inert: the chart library makes its drawing focusable, which a hidden element must not be. */}
        <div aria-hidden="true" inert>
          {chart}
        </div>
        <VisuallyHidden>
          <Table>
            <caption>{title}</caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.label}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.label}>{column.value(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Card>
  );
}
