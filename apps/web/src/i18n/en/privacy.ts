/**
 * English: the Personal data tab (a person's data on request, Bahrain's Personal Data Protection
 * Law): finding what is held about someone, its export, its erasure, and how long data is kept.
 * The kinds of data are named by auditFields (account, sessions, loginLogs...).
 */
export const privacyTexts = {
  privacy: {
    title: 'Personal data',
    subtitle:
      'A person’s data on their request, under Bahrain’s Personal Data Protection Law (Law No. 30 of 2018): find everything held about them, hand it over, erase it.',
    explain: {
      exportTitle: 'What an export holds',
      exportText:
        'Every row held about the person, found by their e-mail and/or national ID: their account, sessions, sign-ins, classes, certificates, public certificates, quotations, tax invoices, form submissions, contact messages, chat messages, push subscriptions and the audit trail rows about them, as one JSON file. Passwords and keys are left out. Each export is recorded in the Audit Trail.',
      eraseTitle: 'What an erasure does',
      deletes:
        'Deletes their sign-ins, sessions, push subscriptions, form submissions, contact messages and quotations not accepted, and their public certificates unless you keep them.',
      anonymises:
        'Anonymises their account as “Former user”, whom no one can sign in as, when classes, certificates or chat messages the centre keeps refer to it (else deletes it), and their name in the audit trail.',
      keeps:
        'Keeps tax invoices and accepted quotations, which the tax records law requires, with their contact fields blanked; public certificates only if you tick to keep them.',
    },
    search: {
      title: 'Find a person',
      text: 'Their e-mail, their national ID, or both: rows found by either are theirs.',
      email: 'E-mail',
      nationalId: 'National ID',
      find: 'Find',
      loadError: 'Failed to find the person’s data',
    },
    found: {
      title: 'Held about {{person}}',
      countsLabel: 'Rows found per kind of data',
      kind: 'Kind of data',
      rows: 'Rows',
      total: '{{count}} rows found',
      total_one: '1 row found',
      nothing: 'Nothing is held about this person.',
      account: 'Their account',
      noAccount: 'No account has this e-mail.',
      active: 'Active',
      cannotErase: {
        mainAdmin: 'The main admin’s data cannot be erased.',
        ownAccount: 'You cannot erase your own account.',
      },
      inactive: 'Inactive',
      since: 'Since {{date}}',
      download: 'Download JSON',
      downloaded: 'Download started',
      erase: 'Erase this person’s data…',
    },
    erase: {
      title: 'Erase this person’s data',
      person: 'The person: {{person}}',
      warning:
        'This cannot be undone. What is deleted is gone for good, and an anonymised account cannot be given back its name. Download the JSON first if the person asked for a copy.',
      reason: 'Reason',
      reasonText: 'Why, e.g. “Their written request of 7 December”. Kept in the Audit Trail.',
      keepPublicCertificates: 'Keep their public certificates (an employer relies on them)',
      keepPublicCertificatesText: 'Else they are deleted, and verifying them finds nothing.',
      submit: 'Erase for good',
      failed: 'Failed to erase the person’s data',
      done: 'Personal data erased',
      doneText: 'What was deleted, anonymised and kept is listed under the search.',
    },
    result: {
      title: 'Erased: {{person}}',
      accountDeleted: 'Their account was deleted.',
      accountAnonymised:
        'Their account was anonymised: it is now “Former user”, and no one can sign in to it.',
      noAccount: 'There was no account to erase.',
      close: 'Close',
    },
    retention: {
      title: 'Retention',
      text: 'How long the product keeps what nobody asked it to erase: an hourly job deletes older rows.',
      loginLogs: 'Sign-ins are kept {{count}} months.',
      loginLogs_one: 'Sign-ins are kept 1 month.',
      formSubmissions: 'Keep form submissions for (months)',
      formSubmissionsText: 'From {{min}} to {{max}} months after they arrive.',
      save: 'Save',
      saved: 'Retention saved',
      savedText: 'Form submissions are now kept {{count}} months.',
      savedText_one: 'Form submissions are now kept 1 month.',
      failed: 'Failed to save the retention',
      loadError: 'Failed to load the retention',
    },
  },
} as const;
