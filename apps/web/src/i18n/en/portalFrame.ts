/** English: the portals' frame: its titles and greeting, and the name and password asked at a first sign-in. */
export const portalFrameTexts = {
  portal: {
    adminTitle: 'Admin Portal',
    instructorTitle: 'Instructor Portal',
    clientTitle: 'Client Portal',
    welcome: 'Welcome {{name}}',
    logout: 'Logout',
    editWebsite: 'Edit Website',
  },
  ownName: {
    title: 'Your Name',
    text: 'Your colleagues see your name in the team chat, the greetings and the audit trail. Tell us what it is to continue.',
    firstName: 'First Name',
    lastName: 'Last Name',
    submit: 'Save',
    failed: 'Failed to save your name',
  },
  changePassword: {
    title: 'Choose a New Password',
    text: 'You signed in with a temporary password. Choose your own password to continue.',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    submit: 'Save New Password',
    successTitle: 'Password Changed',
    successText: 'Your new password is set.',
    failedText: 'Failed to change password',
  },
} as const;
