#pragma once
// QVERIFY and QCOMPARE inside a helper function return from the helper only: the calling test
// would go on past the failure and report later, misleading errors (or none). A call of such a
// helper goes through TRELLIS_CHECKED, which stops the calling test as soon as one failed.
#include <QTest>

#define TRELLIS_CHECKED(call)                                                                      \
    do {                                                                                           \
        call;                                                                                      \
        if (QTest::currentTestFailed()) return;                                                    \
    } while (false)
