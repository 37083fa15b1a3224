// The messages of the school's data the admin edits (subjects, teachers, classes, About us, the
// visitors' messages; spec section 8), word for word. A shared module of its own
// (`@school/shared/messages/school-data`): the public pages never load it.

export const schoolDataMessages = {
  subject: {
    name: 'Subject name is required.',
    added: 'New subject added.',
    updated: 'Subject updated.',
    deleted: 'Subject deleted.',
    notFound: 'Subject not found.',
    exists: (name: string) => `Subject ${name} already exists.`,
    inUse: (teachers: string[]) =>
      `Subject is taught by ${teachers.length} ${teachers.length === 1 ? 'teacher' : 'teachers'}: ${teachers.join(', ')}.`,
  },
  teacher: {
    firstName: 'First name is required.',
    lastName: 'Last name is required.',
    gender: 'Gender is required.',
    position: 'Position is required.',
    degree: 'Degree must be one of debutant, definitivat, II, I, doctor.',
    yearsOfService: 'Years of service must be a whole number from 0 to 60.',
    subject: 'Subject must be one of the subjects.',
    added: 'New teacher added.',
    updated: 'Teacher updated.',
    deleted: 'Teacher deleted.',
    notFound: 'Teacher not found.',
    principalTaken: (name: string) => `The school already has a principal: ${name}. Change their position first.`,
    inUse: (classes: string[]) =>
      `Teacher is the master of ${classes.length === 1 ? 'class' : 'classes'} ${classes.join(', ')}.`,
  },
  schoolClass: {
    name: 'Name is required.',
    educationType: 'Education type is required.',
    number: 'Number must be a whole number from 0 to 12.',
    master: 'Master must be one of the teachers.',
    added: 'New class added.',
    updated: 'Class updated.',
    deleted: 'Class deleted.',
    notFound: 'Class not found.',
  },
  aboutUs: {
    name: 'Name is required.',
    description: 'Description is required.',
    history: 'History is required.',
    email: 'Email is required.',
    phone: 'Phone is required.',
    fax: 'Fax is required.',
    address: 'Address is required.',
    city: 'City is required.',
    region: 'Region is required.',
    country: 'Country is required.',
    latitude: 'Latitude is required.',
    longitude: 'Longitude is required.',
    emailFormat: 'Email must be a valid address.',
    latitudeRange: 'Latitude must be a number from -90 to 90.',
    longitudeRange: 'Longitude must be a number from -180 to 180.',
    updated: 'AboutUs updated.',
  },
  /** The admin's Messages screen (what visitors send through the public forms). */
  visitorMessage: {
    updated: 'Message updated.',
    notFound: 'Message not found.',
  },
} as const;
