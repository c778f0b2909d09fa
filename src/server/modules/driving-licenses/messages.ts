export const licenseMessages = {
  numberTaken: /*i18n*/ {
    id: 'driving_licenses.number_taken',
    message: 'You already have a driving licence with this number.',
  },
  categoryTaken: /*i18n*/ {
    id: 'driving_licenses.category_taken',
    message: 'This licence already has this category.',
  },
};
