/**
 * The English words of every engine message (FORM-2 to FORM-7, REC-6, WAL-5): the words change
 * here, how a message is chosen and filled in stays in messages.ts.
 */

/** English defaults, nested exactly as schemas/cms/en/validation-translation.json. */
export const DEFAULT_MESSAGES = {
  field: {
    required: '{{label}} is required',
    minLength: '{{label}} must be at least {{n}} characters',
    maxLength: '{{label}} must be no more than {{n}} characters',
    invalid: 'Invalid {{label}}',
    // FORM-15: the words for every other keyword a rich form can raise.
    minimum: '{{label}} must be at least {{n}}',
    maximum: '{{label}} must be no more than {{n}}',
    exclusiveMinimum: '{{label}} must be more than {{n}}',
    exclusiveMaximum: '{{label}} must be less than {{n}}',
    multipleOf: '{{label}} must be a multiple of {{n}}',
    choose: 'Choose one of the options for {{label}}',
  },
  address: {
    invalidAddress: 'Please enter a valid address',
    invalidLandmark: 'Please enter a valid landmark',
  },
  mobile: { invalid: 'Invalid Mobile No' },
  amount: { min: 'Minimum amount should be TZS {{n}}', max: 'Maximum amount should be TZS {{n}}' },
  account: { invalidNumber: 'Invalid Account Number' },
  email: {
    invalidId: 'Invalid Email Id',
    required: 'Email is required',
    idRequired: 'Email id is required',
    invalid: 'Please enter valid email',
  },
  phone: {
    enter: 'Please enter Phone No',
    invalid: 'Please enter valid phone no',
    required: 'Phone No is required',
    invalidProduct: 'Please enter valid {{product}} number',
  },
  otp: { incorrect: 'Please enter correct OTP' },
  pin: { incorrect: 'Please enter correct PIN' },
  widget: {
    noMatch: 'No match',
    search: 'Search',
    choose: 'Select',
    digit: 'Digit {{index}} of {{count}}',
    countryCode: 'Country code',
    submit: 'Submit',
    badPackage: 'This form could not be loaded. Please try again later.',
    stillLoading:
      'Still loading. What you entered is kept and goes on as soon as the page is ready.',
    // FORM-14: a rich form's part of the engine on its way.
    loadingForm: 'Loading the form…',
  },
  // REM-5, REM-6: the numbers a person chose to keep on this phone.
  remembered: {
    title: 'Remembered numbers',
    onThisPhone: 'These numbers are kept on this phone only.',
    empty: 'No numbers are remembered on this phone.',
    use: 'Use',
    useNumber: 'Use {{number}}',
    forget: 'Forget',
    forgetNumber: 'Forget {{number}}',
    forgetAll: 'Forget all',
  },
} as const;
