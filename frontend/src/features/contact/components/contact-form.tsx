import { Alert, Button, Container, NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { contactRequestSchema } from '@plume/shared/account';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/form';
import { useSubmitContact, type ContactRequest } from '../api/submit-contact';

const { name, email, subject, message } = contactRequestSchema.shape;

export function ContactForm() {
  const { t } = useTranslation();
  const submit = useSubmitContact();
  const form = useForm({
    initialValues: { name: '', email: '', subject: 'question', message: '', website: '' },
    validate: (values) => ({
      name: name.safeParse(values.name).success ? undefined : t('contact.validation.name'),
      email: email.safeParse(values.email.trim()).success ? undefined : t('contact.validation.email'),
      message: message.safeParse(values.message).success ? undefined : t('contact.validation.message'),
    }),
  });

  return (
    <Container size="sm" pb={{ base: 40, md: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} fz="xl" mb="md">
          {t('contact.title')}
        </Title>
        {submit.isSuccess ? (
          <Alert color="teal" role="status" title={t('contact.sentTitle')}>
            {t('messages.contact_received')}
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit((values) =>
              submit.mutate({ ...values, name: values.name.trim(), email: values.email.trim(), subject: values.subject as ContactRequest['subject'] }),
            )}
          >
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('contact.fields.name')} autoComplete="name" required {...form.getInputProps('name')} />
                <TextInput label={t('contact.fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
              </SimpleGrid>
              <NativeSelect
                label={t('contact.fields.subject')}
                data={subject.options.map((value) => ({ value, label: t(`contact.subjects.${value}`) }))}
                {...form.getInputProps('subject')}
              />
              <Textarea label={t('contact.fields.message')} required autosize minRows={5} maxLength={4000} {...form.getInputProps('message')} />
              {/* The honeypot: off screen, hidden from assistive technologies, out of the tab order and never autofilled,
                  so only a script fills it; the server then answers as usual and keeps nothing. */}
              <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
                <label>
                  {t('contact.fields.website')}
                  <input type="text" name="website" tabIndex={-1} autoComplete="off" value={form.getInputProps('website').value} onChange={form.getInputProps('website').onChange} />
                </label>
              </div>
              <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('contact.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
