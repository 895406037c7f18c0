#include "OrbitCamera.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace trellis {

namespace {
constexpr float kMinPitch = 4, kMaxPitch = 89.5f;
constexpr float kMinDistance = 3, kMaxDistance = 60;
} // namespace

QVector3D CameraPose::eye() const {
    const float y = qDegreesToRadians(yaw), p = qDegreesToRadians(pitch);
    return target +
           distance * QVector3D(std::cos(p) * std::sin(y), std::sin(p), std::cos(p) * std::cos(y));
}

CameraPose CameraPose::blend(const CameraPose& a, const CameraPose& b, float t) {
    float dy = std::fmod(b.yaw - a.yaw, 360.f);
    if (dy > 180) dy -= 360;
    if (dy < -180) dy += 360;
    CameraPose c;
    c.target = a.target + (b.target - a.target) * t;
    c.yaw = a.yaw + dy * t;
    c.pitch = a.pitch + (b.pitch - a.pitch) * t;
    c.distance = a.distance + (b.distance - a.distance) * t;
    return c;
}

CameraPose OrbitCamera::preset(Preset preset) const {
    CameraPose p = home_;
    switch (preset) {
    case Preset::FirstPlayer:
        break;
    case Preset::SecondPlayer:
        p.yaw += 180;
        break;
    case Preset::Top:
        p.pitch = kMaxPitch;
        p.distance *= 1.1f;
        break;
    case Preset::Side:
        p.yaw += 90;
        p.pitch = 18;
        break;
    }
    return p;
}

void OrbitCamera::setPose(const CameraPose& pose) {
    pose_ = pose;
    pose_.pitch = std::clamp(pose_.pitch, kMinPitch, kMaxPitch);
    pose_.distance = std::clamp(pose_.distance, kMinDistance, kMaxDistance);
}

void OrbitCamera::orbit(float yawDegrees, float pitchDegrees) {
    CameraPose p = pose_;
    p.yaw = std::fmod(p.yaw + yawDegrees, 360.f);
    p.pitch += pitchDegrees;
    setPose(p);
}

void OrbitCamera::zoom(float factor) {
    CameraPose p = pose_;
    p.distance *= factor;
    setPose(p);
}

void OrbitCamera::pan(float right, float forward) {
    const float y = qDegreesToRadians(pose_.yaw);
    // The camera looks along -(sin y, 0, cos y); right is (cos y, 0, -sin y).
    const QVector3D r(std::cos(y), 0, -std::sin(y)), f(-std::sin(y), 0, -std::cos(y));
    CameraPose p = pose_;
    p.target += r * right + f * forward;
    setPose(p);
}

} // namespace trellis
